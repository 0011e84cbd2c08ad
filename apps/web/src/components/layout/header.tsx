import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { LOCALES, type Locale } from '@space/contracts/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND_NAMES, logoFor, tutorialIconFor } from '../../config/brand.ts';
import { paths } from '../../config/paths.ts';
import { useCartContents } from '../../features/cart/use-cart.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import { UserMenu } from '../../features/session/user-menu.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import {
  CartIcon,
  CloseIcon,
  GlobeIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
} from '../ui/icons.tsx';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', ko: '한국어' };

function FamilyLinks({
  onNavigate,
  vertical = false,
}: {
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {DEVICE_FAMILIES.map((family) => (
        <li key={family.code}>
          <NavLink
            to={family.path}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-2 ${
                isActive ? 'bg-surface-2 text-primary' : 'text-muted hover:text-text'
              }`
            }
          >
            {t(`families.${family.code}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: the cart icon shows on every route except payment, with how many items it holds. */
function CartLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showCartImg = useUiStore((s) => s.showCartImg);
  const { count } = useCartContents();
  if (!showCartImg || pathname === paths.payment) return null;
  return (
    <Link
      to={paths.cart}
      aria-label={t('nav.cart')}
      aria-describedby={count > 0 ? 'cart-count' : undefined}
      className="relative grid size-10 place-items-center rounded-full text-text hover:bg-surface-2"
    >
      <CartIcon />
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-on-primary ring-2 ring-surface"
          >
            {count > 99 ? '99+' : count}
          </span>
          <span id="cart-count" className="sr-only">
            {t('nav.cartCount', { count })}
          </span>
        </>
      ) : null}
    </Link>
  );
}

function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const setTheme = useMainStore((s) => s.setTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('nav.switchToLight') : t('nav.switchToDark')}
      title={dark ? t('nav.switchToLight') : t('nav.switchToDark')}
      className="grid size-10 place-items-center rounded-full text-text hover:bg-surface-2"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const setLang = useMainStore((s) => s.setLang);
  return (
    <label className="relative flex items-center gap-1 rounded-full px-2 text-sm text-text hover:bg-surface-2">
      <GlobeIcon size={18} />
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={lang}
        onChange={(event) => setLang(event.target.value as Locale)}
        className="h-10 cursor-pointer appearance-none bg-transparent pr-1 text-sm font-medium outline-none"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const theme = useMainStore((s) => s.themeColor);
  const lang = useMainStore((s) => s.lang);
  const client = useSoftwareStore((s) => s.client);
  const showSearchInput = useUiStore((s) => s.showSearchInput);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="container-page flex h-16 items-center gap-3">
        <button
          type="button"
          className="grid size-10 place-items-center rounded-full hover:bg-surface-2 lg:hidden"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link
          to={paths.home}
          className="flex shrink-0 items-center"
          aria-label={`${BRAND_NAMES[client ?? 'default']} — ${t('nav.home')}`}
        >
          <img
            src={logoFor(client, theme, lang)}
            alt={BRAND_NAMES[client ?? 'default']}
            height={32}
            className="h-8 w-auto"
          />
        </Link>
        <nav aria-label={t('nav.families')} className="ml-2 hidden lg:block">
          <FamilyLinks />
        </nav>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
          {showSearchInput ? (
            <>
              <div className="hidden w-full max-w-xs md:block">
                <SearchBox />
              </div>
              <Link
                to={paths.search}
                aria-label={t('nav.search')}
                className="grid size-10 place-items-center rounded-full hover:bg-surface-2 md:hidden"
              >
                <SearchIcon />
              </Link>
            </>
          ) : null}
          <Link
            to={paths.videoTutorial}
            className="hidden size-10 place-items-center rounded-full hover:bg-surface-2 md:grid"
            aria-label={t('nav.tutorials')}
            title={t('nav.tutorials')}
          >
            <img src={tutorialIconFor(theme)} alt="" width={22} height={22} />
          </Link>
          <CartLink />
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <ThemeSwitch />
          <UserMenu />
        </div>
      </div>
      {menuOpen ? (
        <div
          className="fixed inset-0 z-50 lg:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={t('nav.menu')}
        >
          <button
            type="button"
            className="absolute inset-0 bg-black/40"
            aria-label={t('nav.closeMenu')}
            onClick={() => setMenuOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 bg-surface p-4 shadow-card">
            <div className="flex items-center justify-between">
              <img
                src={logoFor(client, theme, lang)}
                alt={BRAND_NAMES[client ?? 'default']}
                className="h-8 w-auto"
              />
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full hover:bg-surface-2"
                aria-label={t('nav.closeMenu')}
                onClick={() => setMenuOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={t('nav.families')}>
              <FamilyLinks vertical onNavigate={() => setMenuOpen(false)} />
            </nav>
            <div className="mt-auto border-t border-border pt-4">
              <LanguageSwitch />
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
