import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { accountApi, getMeQueryOptions } from '../../features/account/account-api.ts';
import { BindContactForm } from '../../features/account/bind-contact-form.tsx';
import { ChangePasswordForm } from '../../features/account/change-password-form.tsx';
import { SessionsList } from '../../features/account/sessions-list.tsx';
import { useLogout } from '../../features/session/use-logout.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useQuery(getMeQueryOptions());
  const logout = useLogout();
  if (me.isPending)
    return (
      <div className="container-page py-10">
        <div className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      </div>
    );
  if (me.isError)
    return (
      <div className="container-page py-10">
        <LoadFailed onRetry={() => void me.refetch()} />
      </div>
    );
  const user = me.data;
  return (
    <div className="container-page py-10">
      <PageHeader title={t('titles.secure')} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={t('security.changePassword')}>
          <ChangePasswordForm tenantId={user.tenantId} hasPassword={user.hasPassword} />
        </Card>
        <div className="flex flex-col gap-6">
          <Card title={t('security.email')}>
            <BindContactForm kind="email" user={user} />
          </Card>
          <Card title={t('security.mobile')}>
            <BindContactForm kind="mobile" user={user} />
          </Card>
        </div>
        <div className="lg:col-span-2">
          <Card title={t('security.sessions')}>
            <SessionsList />
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() =>
                void accountApi.logoutAll().finally(() => void logout({ skipServer: true }))
              }
            >
              {t('security.logoutAll')}
            </Button>
          </Card>
        </div>
      </div>
    </div>
  );
}
