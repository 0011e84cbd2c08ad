import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { paths } from '../../config/paths.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-20 border-t border-border bg-surface">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{t('app.name')}</p>
          <p className="mt-1 max-w-xs text-sm text-muted">{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('footer.devices')}>
          <p className="text-sm font-semibold">{t('footer.devices')}</p>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            {DEVICE_FAMILIES.map((family) => (
              <li key={family.code}>
                <Link className="hover:text-text" to={family.path}>
                  {t(`families.${family.code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.community')}>
          <p className="text-sm font-semibold">{t('footer.community')}</p>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            <li>
              <Link className="hover:text-text" to={paths.discovery}>
                {t('nav.discovery')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-text" to={paths.expertList}>
                {t('nav.experts')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-text" to={paths.videoTutorial}>
                {t('nav.tutorials')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-text" to={paths.coupon}>
                {t('nav.redeem')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border py-4 text-center text-xs text-muted">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
