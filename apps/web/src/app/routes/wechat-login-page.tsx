import { tenantByCode, DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { accountApi } from '../../features/account/account-api.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

/** `/wxlogin`: asks the server for a WeChat authorisation URL (with its CSRF state) and goes there. */
export function WechatLoginPage() {
  const { t } = useTranslation();
  const client = useSoftwareStore((s) => s.client);
  const tenantId = tenantByCode(client)?.id ?? DEFAULT_TENANT_ID;
  const authorize = useQuery({
    queryKey: ['wechat', 'authorize', tenantId],
    queryFn: () => accountApi.wechatAuthorize(tenantId),
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <div className="container-page grid place-items-center py-16">
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-8 text-center shadow-card">
        <h1 className="text-2xl font-bold">{t('titles.wxlogin')}</h1>
        <p className="mt-2 text-sm text-muted">{t('account.wechatText')}</p>
        <div className="mt-8">
          {authorize.isError ? (
            <LoadFailed onRetry={() => void authorize.refetch()} />
          ) : (
            <a
              href={authorize.data?.url}
              aria-disabled={!authorize.data}
              className={buttonClass(
                'primary',
                `w-full ${authorize.data ? '' : 'pointer-events-none opacity-60'}`,
              )}
            >
              {t('account.wechatContinue')}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
