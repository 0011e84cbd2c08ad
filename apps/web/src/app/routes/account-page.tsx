import type { PartnerBrand } from '@space/contracts/tenants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_NAMES, logoFor } from '../../config/brand.ts';
import { accountPath, type AccountPage } from '../../config/paths.ts';
import { useMainStore } from '../../stores/main-store.ts';

/**
 * Login, register and reset pages of one brand (spec §1, §2): the brand's own
 * logo and links that stay within the brand's pages.
 */
export function AccountPageRoute({
  kind,
  brand,
}: {
  kind: AccountPage;
  brand: PartnerBrand | null;
}) {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const lang = useMainStore((s) => s.lang);
  const brandName = BRAND_NAMES[brand ?? 'default'];
  return (
    <div
      className="container-page grid place-items-center py-12 sm:py-20"
      data-brand={brand ?? 'default'}
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-8 shadow-card">
        <img
          src={logoFor(brand, theme, lang)}
          alt={brandName}
          className="mx-auto h-10 w-auto"
          data-testid="brand-logo"
        />
        <h1 className="mt-6 text-center text-2xl font-bold">{t(`titles.${kind}`)}</h1>
        <p className="mt-2 text-center text-sm text-muted">
          {t('account.brandNote', { brand: brandName })}
        </p>
        <nav
          aria-label={t('nav.account')}
          className="mt-8 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm"
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
  );
}
