import type { UserInfo } from '@space/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { getMeQueryOptions } from './account-api.ts';

/**
 * The frame of a page about the signed-in user (profile, security): it loads the full account,
 * shows a placeholder meanwhile or a retry when that failed, then the titled page.
 */
export function CurrentUserPage({
  title,
  children,
}: {
  title: string;
  children: (user: UserInfo) => ReactNode;
}) {
  const me = useQuery(getMeQueryOptions());
  let content: ReactNode;
  if (me.isPending)
    content = <div className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />;
  else if (me.isError) content = <LoadFailed onRetry={() => void me.refetch()} />;
  else
    content = (
      <>
        <PageHeader title={title} />
        {children(me.data)}
      </>
    );
  return <div className="container-page py-10">{content}</div>;
}
