import { tenantByCode, DEFAULT_TENANT_ID, type PartnerBrand } from '@space/contracts/tenants';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { accountPath, paths, type AccountPage } from '../../config/paths.ts';
import { LoginForm } from '../../features/account/login-form.tsx';
import { RegisterForm } from '../../features/account/register-form.tsx';
import { ResetPasswordForm } from '../../features/account/reset-password-form.tsx';
import { accentStyle, useBrandLook } from '../../features/brands/brand-look.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

/**
 * Login, register and reset pages (spec §1, §2). A partner page serves its
 * brand's tenant; the default pages serve the client brand's tenant when one
 * is set (query or host rule), else the default tenant.
 */
export function AccountPageRoute({
  kind,
  brand: pageBrand,
}: {
  kind: AccountPage;
  brand: PartnerBrand | null;
}) {
  const { t } = useTranslation();
  const client = useSoftwareStore((s) => s.client);
  const brand = pageBrand ?? client;
  const tenantId = tenantByCode(brand)?.id ?? DEFAULT_TENANT_ID;
  // The brand's uploaded logo, accent and background where set (decision 041).
  const look = useBrandLook(brand);
  const brandName = look.name;

  return (
    <div
      className="bg-cover bg-center"
      data-brand={brand ?? 'default'}
      style={{
        ...accentStyle(look.accentColor),
        ...(look.backgroundUrl ? { backgroundImage: `url("${look.backgroundUrl}")` } : {}),
      }}
    >
      <div className="container-page grid place-items-center py-10 sm:py-16">
        <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card sm:p-8">
          <img
            src={look.logo}
            alt={brandName}
            className="mx-auto h-10 w-auto"
            data-testid="brand-logo"
          />
          <h1 className="mt-6 text-center text-2xl font-bold">{t(`titles.${kind}`)}</h1>
          <p className="mt-1 mb-6 text-center text-sm text-muted">
            {t('account.brandNote', { brand: brandName })}
          </p>
          {kind === 'login' ? <LoginForm tenantId={tenantId} /> : null}
          {kind === 'register' ? <RegisterForm tenantId={tenantId} /> : null}
          {kind === 'resetPwd' ? <ResetPasswordForm tenantId={tenantId} brand={brand} /> : null}
          {kind === 'login' ? (
            <>
              <div className="my-5 flex items-center gap-3 text-xs text-muted">
                <span className="h-px flex-1 bg-border" />
                {t('account.or')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <Link to={paths.wxlogin} className={buttonClass('secondary', 'w-full')}>
                {t('account.wechat')}
              </Link>
            </>
          ) : null}
          <nav
            aria-label={t('nav.account')}
            className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm"
          >
            {(['login', 'register', 'resetPwd'] as const)
              .filter((other) => other !== kind)
              .map((other) => (
                <Link
                  key={other}
                  to={accountPath(other, brand)}
                  className="font-medium text-primary hover:underline"
                >
                  {t(`account.goTo.${other}`)}
                </Link>
              ))}
          </nav>
        </div>
      </div>
    </div>
  );
}
