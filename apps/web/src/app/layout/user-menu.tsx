import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { accountPath, paths } from '../../config/paths.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { getMeQueryOptions } from '../../features/account/account-api.ts';
import { useLogout } from '../../features/session/use-logout.ts';

/** The account's pages: the header's user menu, and the phone drawer's account section. */
export const MENU_LINKS = [
  [paths.userInfo, 'nav.profile'],
  [paths.secure, 'nav.security'],
  [paths.products, 'nav.myProducts'],
  [paths.personal, 'nav.myPage'],
  [paths.thumbUp, 'nav.likes'],
  [paths.coupon, 'nav.redeem'],
] as const;

export function UserMenu() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const storedUser = useUserStore((s) => s.userInfo);
  // The stored copy may be stale (another tab, an old visit); the server's answer wins.
  const me = useQuery({ ...getMeQueryOptions(), enabled: loggedIn });
  const userInfo = me.data ?? storedUser;
  useEffect(() => {
    if (me.data) useUserStore.getState().setUserInfo(me.data);
  }, [me.data]);
  const client = useSoftwareStore((s) => s.client);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!loggedIn) {
    return (
      <div className="flex shrink-0 items-center gap-2">
        <span className="hidden text-sm whitespace-nowrap text-muted xl:inline">
          {t('nav.notLoggedIn')}
        </span>
        <Link
          to={accountPath('login', client)}
          className="rounded-full bg-primary px-3 py-2 text-sm font-semibold whitespace-nowrap text-on-primary hover:bg-primary-strong sm:px-4"
        >
          {t('nav.logIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-surface-2"
      >
        {userInfo?.avatar ? (
          <img src={userInfo.avatar} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span className="grid size-8 place-items-center rounded-full bg-surface-2 text-muted">
            <UserIcon size={18} />
          </span>
        )}
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">
          {userInfo?.nickName ?? t('nav.account')}
        </span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-56 overflow-hidden rounded-2xl border border-border bg-surface py-2 shadow-card"
        >
          {MENU_LINKS.map(([to, key]) => (
            <Link
              key={to}
              role="menuitem"
              to={to}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm hover:bg-surface-2"
            >
              {t(key)}
            </Link>
          ))}
          {/* Moderators and admins reach their console here; the server still checks each call. */}
          {userInfo?.superType ? (
            <Link
              role="menuitem"
              to={paths.admin}
              onClick={() => setOpen(false)}
              className="block border-t border-border px-4 py-2 text-sm hover:bg-surface-2"
            >
              {t('nav.adminConsole')}
            </Link>
          ) : null}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
            className="block w-full border-t border-border px-4 py-2 text-left text-sm text-danger hover:bg-surface-2"
          >
            {t('nav.logOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
