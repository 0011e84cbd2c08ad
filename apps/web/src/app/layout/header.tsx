import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link, NavLink, useLocation } from '../../lib/router/router.tsx';
import { brandOfPath, tutorialIconFor } from '../../config/brand.ts';
import { useBrandLook } from '../../features/brands/brand-look.ts';
import { accountPath, paths } from '../../config/paths.ts';
import { useCartContents } from '../../features/cart/use-cart.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import { MENU_LINKS, UserMenu } from './user-menu.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { Drawer } from '../../components/ui/drawer.tsx';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from '../../components/ui/icons.tsx';
import {
  LanguageSwitch,
  PreferencePanel,
  ThemeSwitch,
} from '../../components/layout/preference-switches.tsx';

/** The brand of the logo: a partner's own account page, else the client brand. */
function useShownBrand() {
  const { pathname } = useLocation();
  const client = useSoftwareStore((s) => s.client);
  return brandOfPath(pathname) ?? client;
}

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
      className="relative grid size-10 shrink-0 place-items-center rounded-full text-text hover:bg-surface-2"
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

const DRAWER_LINK =
  'flex items-center gap-3 rounded-full px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-text';

/**
 * The drawer's way to every section the wide header and its user menu reach (issue 32):
 * the community pages and the redeem page, then the account's pages (or logging in).
 */
function DrawerSections({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const theme = useMainStore((s) => s.themeColor);
  const loggedIn = useIsLoggedIn();
  const superType = useUserStore((s) => s.userInfo?.superType);
  const client = useSoftwareStore((s) => s.client);
  const logout = useLogout();
  const link = (to: string, label: string) => (
    <li key={to}>
      <Link to={to} onClick={onNavigate} className={DRAWER_LINK}>
        {label}
      </Link>
    </li>
  );
  return (
    <>
      <nav aria-label={t('footer.community')} className="border-t border-border px-3 py-4">
        <ul className="flex flex-col gap-1">
          <li>
            <Link to={paths.videoTutorial} onClick={onNavigate} className={DRAWER_LINK}>
              <img src={tutorialIconFor(theme)} alt="" width={20} height={20} />
              {t('nav.tutorials')}
            </Link>
          </li>
          {link(paths.discovery, t('nav.discovery'))}
          {link(paths.expertList, t('nav.experts'))}
          {link(paths.coupon, t('nav.redeem'))}
        </ul>
      </nav>
      <nav aria-label={t('nav.account')} className="border-t border-border px-3 py-4">
        <ul className="flex flex-col gap-1">
          {loggedIn ? (
            <>
              {MENU_LINKS.filter(([to]) => to !== paths.coupon).map(([to, key]) =>
                link(to, t(key)),
              )}
              {superType ? link(paths.admin, t('nav.adminConsole')) : null}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onNavigate();
                    void logout();
                  }}
                  className="flex w-full items-center gap-3 rounded-full px-3 py-2 text-left text-sm font-medium text-danger hover:bg-surface-2"
                >
                  {t('nav.logOut')}
                </button>
              </li>
            </>
          ) : (
            link(accountPath('login', client), t('nav.logIn'))
          )}
        </ul>
      </nav>
    </>
  );
}

/**
 * Below `lg` the device families, tutorials, community pages, the account and the preferences
 * live in a drawer opened by ☰.
 */
function NavDrawer({
  open,
  onClose,
  opener,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const client = useShownBrand();
  const look = useBrandLook(client);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={t('nav.menu')}
      returnFocus={opener}
      className="lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <img src={look.logo} alt={look.name} className="h-8 w-auto" />
        <button
          type="button"
          className="grid size-10 place-items-center rounded-full hover:bg-surface-2"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.families')} className="px-3 py-4">
        <FamilyLinks vertical onNavigate={onClose} />
      </nav>
      <DrawerSections onNavigate={onClose} />
      <div className="mt-auto border-t border-border p-4">
        <PreferencePanel />
      </div>
    </Drawer>
  );
}

/** Open state of the drawer: it closes on any navigation and once the viewport reaches `lg`. */
function useDrawerState(): [boolean, () => void, () => void] {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  return [open, show, close];
}

// Only a logged-in reader has notifications: visitors' first loads leave the bell's code out.
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

function Bell() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={<span className="size-10 shrink-0" />}>
      <NotificationBell />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, openMenu, closeMenu] = useDrawerState();
  const menuButton = useRef<HTMLButtonElement>(null);
  const theme = useMainStore((s) => s.themeColor);
  const client = useShownBrand();
  const look = useBrandLook(client);
  const showSearchInput = useUiStore((s) => s.showSearchInput);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3">
        <button
          ref={menuButton}
          type="button"
          className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-2 lg:hidden"
          aria-label={t('nav.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={openMenu}
        >
          <MenuIcon />
        </button>
        <Link
          to={paths.home}
          // On a narrow phone the logo gives way (scaled down whole), not the buttons beside it.
          className="flex min-w-0 items-center"
          aria-label={`${look.name} — ${t('nav.home')}`}
        >
          <img
            src={look.logo}
            alt={look.name}
            height={32}
            className="h-7 w-auto max-w-full object-contain object-left sm:h-8"
          />
        </Link>
        <nav aria-label={t('nav.families')} className="ml-2 hidden lg:block">
          <FamilyLinks />
        </nav>
        <div className="ml-auto flex flex-1 items-center justify-end gap-0.5 sm:gap-2">
          {showSearchInput ? (
            <>
              <div className="hidden w-full max-w-xs md:block">
                <SearchBox />
              </div>
              <Link
                to={paths.search}
                aria-label={t('nav.search')}
                className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-2 md:hidden"
              >
                <SearchIcon />
              </Link>
            </>
          ) : null}
          <Link
            to={paths.videoTutorial}
            className="hidden size-10 shrink-0 place-items-center rounded-full hover:bg-surface-2 md:grid"
            aria-label={t('nav.tutorials')}
            title={t('nav.tutorials')}
          >
            <img src={tutorialIconFor(theme)} alt="" width={22} height={22} />
          </Link>
          <Bell />
          <CartLink />
          {/* On a phone the language stays one tap away; the theme moves into the drawer. */}
          <LanguageSwitch />
          <div className="hidden shrink-0 sm:block">
            <ThemeSwitch />
          </div>
          <UserMenu />
        </div>
      </div>
      {/* Rendered into <body>: this sticky, blurred header would otherwise clip it to its height. */}
      <NavDrawer open={menuOpen} onClose={closeMenu} opener={menuButton} />
    </header>
  );
}
