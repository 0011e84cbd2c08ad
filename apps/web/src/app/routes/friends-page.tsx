import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation, type TranslationKey } from '../../lib/translator.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { accountPath, paths } from '../../config/paths.ts';
import { FriendRow, RequestRow, SuggestionRow } from '../../features/social/friend-lists.tsx';
import {
  getFriendRequestsQueryOptions,
  getFriendSuggestionsQueryOptions,
  getFriendsQueryOptions,
} from '../../features/social/social-api.ts';
import { useSocialParams } from '../../features/social/use-social-params.ts';
import { UserList, UserListSkeleton } from '../../features/social/user-row.tsx';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';

const TABS = ['friends', 'incoming', 'outgoing', 'suggestions'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, TranslationKey> = {
  friends: 'social.friendsTab',
  incoming: 'social.incomingTab',
  outgoing: 'social.outgoingTab',
  suggestions: 'social.suggestionsTab',
};
const EMPTY: Record<Tab, TranslationKey> = {
  friends: 'empty.friendsEmpty',
  incoming: 'social.incomingEmpty',
  outgoing: 'social.outgoingEmpty',
  suggestions: 'social.suggestionsEmpty',
};

interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

function PagedUsers<T>({
  query,
  label,
  empty,
  row,
  onPage,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    data: Paged<T> | undefined;
    refetch: () => unknown;
  };
  label: string;
  empty: ReactNode;
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  if (query.isPending) return <UserListSkeleton />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <>{empty}</>;
  return (
    <>
      <UserList label={label}>{query.data.list.map(row)}</UserList>
      <Pagination
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={onPage}
      />
    </>
  );
}

/**
 * `/friend` (decision 033): friends are accepted friend requests; requests received and sent
 * wait here to be answered; people you follow each other with are suggested.
 */
export function FriendsPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const client = useSoftwareStore((s) => s.client);
  const { page, choice: tab, setPage, setChoice } = useSocialParams('tab', TABS);
  const friends = useQuery({
    ...getFriendsQueryOptions(page),
    enabled: loggedIn && tab === 'friends',
  });
  const incoming = useQuery({
    ...getFriendRequestsQueryOptions('incoming', tab === 'incoming' ? page : 1),
    enabled: loggedIn,
  });
  const outgoing = useQuery({
    ...getFriendRequestsQueryOptions('outgoing', page),
    enabled: loggedIn && tab === 'outgoing',
  });
  const suggestions = useQuery({
    ...getFriendSuggestionsQueryOptions(page),
    enabled: loggedIn && tab === 'suggestions',
  });

  if (!loggedIn) {
    return (
      <div className="container-page py-10">
        <PageHeader title={t('titles.friend')} />
        <EmptyState
          title={t('empty.signInTitle')}
          action={<ButtonLink to={accountPath('login', client)}>{t('nav.logIn')}</ButtonLink>}
        />
      </div>
    );
  }
  const label = t(TAB_LABEL[tab]);
  const empty = (
    <EmptyState
      icon={<UserIcon size={26} />}
      title={t(EMPTY[tab])}
      text={tab === 'friends' ? t('social.friendsHint') : undefined}
      action={
        <ButtonLink to={paths.expertList} variant="secondary">
          {t('social.findExperts')}
        </ButtonLink>
      }
    />
  );
  const waiting = incoming.data?.total ?? 0;
  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader title={t('titles.friend')} subtitle={t('social.friendsHint')} />
      <nav aria-label={t('titles.friend')} className="mb-6 flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => setChoice(name)}
            className={`inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-medium ${
              tab === name ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
            }`}
          >
            {t(TAB_LABEL[name])}
            {name === 'incoming' && waiting > 0 ? (
              <span className="rounded-full bg-danger px-1.5 text-xs leading-5 text-on-primary">
                {waiting}
              </span>
            ) : null}
          </button>
        ))}
      </nav>
      <section aria-label={label}>
        {tab === 'friends' ? (
          <PagedUsers
            query={friends}
            label={label}
            empty={empty}
            onPage={setPage}
            row={(friend) => <FriendRow key={friend.id} friend={friend} />}
          />
        ) : tab === 'incoming' ? (
          <PagedUsers
            query={incoming}
            label={label}
            empty={empty}
            onPage={setPage}
            row={(request) => <RequestRow key={request.id} request={request} />}
          />
        ) : tab === 'outgoing' ? (
          <PagedUsers
            query={outgoing}
            label={label}
            empty={empty}
            onPage={setPage}
            row={(request) => <RequestRow key={request.id} request={request} />}
          />
        ) : (
          <PagedUsers
            query={suggestions}
            label={label}
            empty={empty}
            onPage={setPage}
            row={(user) => <SuggestionRow key={user.id} user={user} />}
          />
        )}
      </section>
    </div>
  );
}
