import type { Notification } from '@space/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BellIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { Link, useLocation, useNavigate } from '../../lib/router/router.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import {
  getPanelQueryOptions,
  getUnreadCountQueryOptions,
  markAllRead,
  markRead,
  refreshNotifications,
} from './notifications-api.ts';
import { notificationLink, notificationText } from './notification-view.ts';

/** Opens a notification: marked read (in the background), then its page. */
export function useOpenNotification() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (notification: Notification) => {
    if (notification.readAt === null) {
      void markRead(notification.id)
        .then(() => refreshNotifications(queryClient))
        .catch(() => undefined);
    }
    navigate(notificationLink(notification));
  };
}

/** One line of the panel or the page: who, what, when; unread ones marked. */
export function NotificationLine({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const unread = notification.readAt === null;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      data-testid="notification"
      data-kind={notification.kind}
      className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-surface-2"
    >
      {notification.actor?.avatar ? (
        <img
          src={notification.actor.avatar}
          alt=""
          className="size-9 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2 text-sm font-semibold text-muted"
        >
          {(notification.actor?.nickName ?? '•').slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${unread ? 'font-semibold text-text' : 'text-muted'}`}>
          {notificationText(notification, t, lang)}
        </span>
        <span className="block text-xs text-muted">
          {formatDateTime(notification.createdAt, lang)}
        </span>
      </span>
      {unread ? (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      ) : null}
    </button>
  );
}

function Panel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useQuery(getPanelQueryOptions());
  const open = useOpenNotification();
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: () => refreshNotifications(queryClient),
  });
  return (
    <div
      role="dialog"
      aria-label={t('notifications.panel')}
      className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
    >
      <div className="flex items-center justify-between border-b border-border px-4 py-2">
        <span className="text-sm font-semibold">{t('titles.notifications')}</span>
        <button
          type="button"
          className="text-xs font-medium text-primary hover:underline disabled:opacity-50"
          disabled={readAll.isPending || (latest.data?.unread ?? 0) === 0}
          onClick={() => readAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {latest.isPending ? (
        <p className="px-4 py-6 text-sm text-muted">{t('notifications.loading')}</p>
      ) : latest.isError || latest.data.list.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">{t('notifications.empty')}</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto">
          {latest.data.list.map((notification) => (
            <li key={notification.id} className="border-b border-border last:border-b-0">
              <NotificationLine
                notification={notification}
                onOpen={(item) => {
                  onClose();
                  open(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.notifications}
        onClick={onClose}
        className="block border-t border-border px-4 py-2 text-center text-sm font-medium text-primary hover:bg-surface-2"
      >
        {t('notifications.seeAll')}
      </Link>
    </div>
  );
}

/**
 * The bell beside the cart (issue 29, decision 066): the unread count, polled while the page is
 * visible, and a panel of the newest. Shown to logged-in users wherever the cart is (not on
 * /payment).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const loggedIn = useIsLoggedIn();
  const unread = useQuery({ ...getUnreadCountQueryOptions(), enabled: loggedIn });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  if (!loggedIn || pathname === paths.payment) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <div className="relative shrink-0" ref={root}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-10 place-items-center rounded-full text-text hover:bg-surface-2"
      >
        <BellIcon />
        {/* Named by its content (with the count in words), not aria-label: axe finds no mismatch. */}
        <span className="sr-only">{t('nav.notifications')}</span>
        {count > 0 ? (
          <>
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-on-primary ring-2 ring-surface"
            >
              {count > 99 ? '99+' : count}
            </span>
            <span className="sr-only">{t('nav.notificationCount', { count })}</span>
          </>
        ) : null}
      </button>
      {open ? <Panel onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
