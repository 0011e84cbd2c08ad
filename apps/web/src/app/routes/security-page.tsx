import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { accountApi } from '../../features/account/account-api.ts';
import { BindContactForm } from '../../features/account/bind-contact-form.tsx';
import { ChangePasswordForm } from '../../features/account/change-password-form.tsx';
import { CurrentUserPage } from '../../features/account/current-user-page.tsx';
import { SessionsList } from '../../features/account/sessions-list.tsx';
import { WechatBinding } from '../../features/account/wechat-binding.tsx';
import { useLogout } from '../../features/session/use-logout.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <CurrentUserPage title={t('titles.secure')}>
      {(user) => (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Card title={t('security.changePassword')}>
              <ChangePasswordForm tenantId={user.tenantId} hasPassword={user.hasPassword} />
            </Card>
            <Card title={t('security.wechat')}>
              <WechatBinding />
            </Card>
          </div>
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
      )}
    </CurrentUserPage>
  );
}
