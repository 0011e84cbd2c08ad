import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_RETENTION_DAYS,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
} from '@space/contracts/notifications';
import type { Locale } from '@space/contracts/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { BellIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import {
  NotificationLine,
  useOpenNotification,
} from '../../features/notifications/notification-bell.tsx';
import {
  getNotificationsQueryOptions,
  getPreferencesQueryOptions,
  markAllRead,
  refreshNotifications,
  savePreferences,
} from '../../features/notifications/notifications-api.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useTranslation, type TFunction } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';

const DAY_MS = 86_400_000;

/** A day's heading: today, yesterday, else the date (in the reader's time zone). */
function dayLabel(iso: string, t: TFunction, lang: Locale): string {
  const day = new Date(iso);
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  if (day >= start) return t('notificationsPage.today');
  if (day.getTime() >= start.getTime() - DAY_MS) return t('notificationsPage.yesterday');
  return formatDate(iso, lang);
}

/** The list, newest first, under a heading per day. */
function groupByDay(list: Notification[], t: TFunction, lang: Locale) {
  const groups: { label: string; items: Notification[] }[] = [];
  for (const item of list) {
    const label = dayLabel(item.createdAt, t, lang);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}

function Preferences() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery(getPreferencesQueryOptions());
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; channel: NotificationChannel }) =>
      savePreferences({ channels: { [change.kind]: change.channel } }),
    onSuccess: (data) => {
      queryClient.setQueryData(getPreferencesQueryOptions().queryKey, data);
      toast.success(t('notificationsPage.saved'));
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  if (preferences.isPending) return null;
  if (preferences.isError) return <LoadFailed onRetry={() => void preferences.refetch()} />;
  return (
    <section aria-labelledby="notification-preferences" className="mt-12">
      <h2 id="notification-preferences" className="text-lg font-semibold">
        {t('notificationsPage.preferences')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('notificationsPage.preferencesHint')}</p>
      <ul className="divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <label htmlFor={`channel-${kind}`} className="text-sm">
              {t(`notificationsPage.kindNames.${kind}`)}
            </label>
            <select
              id={`channel-${kind}`}
              value={preferences.data.channels[kind]}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({ kind, channel: event.target.value as NotificationChannel })
              }
              className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm"
            >
              {NOTIFICATION_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`notificationsPage.channels.${channel}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/notifications` (issue 29, decision 066): the user's notifications and their preferences. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const notifications = useQuery(getNotificationsQueryOptions(page));
  const open = useOpenNotification();
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: () => refreshNotifications(queryClient),
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <div className="container-page py-10">
      <PageHeader
        title={t('titles.notifications')}
        subtitle={t('notificationsPage.kept', { days: NOTIFICATION_RETENTION_DAYS })}
        actions={
          <Button
            variant="secondary"
            disabled={readAll.isPending || (notifications.data?.unread ?? 0) === 0}
            onClick={() => readAll.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      {notifications.isPending ? (
        <p className="text-sm text-muted">{t('notifications.loading')}</p>
      ) : notifications.isError ? (
        <LoadFailed onRetry={() => void notifications.refetch()} />
      ) : notifications.data.list.length === 0 ? (
        <EmptyState icon={<BellIcon size={26} />} title={t('notifications.empty')} />
      ) : (
        <>
          {groupByDay(notifications.data.list, t, lang).map((group) => (
            <section key={group.label} className="mb-6">
              <h2 className="mb-2 text-sm font-semibold text-muted">{group.label}</h2>
              <ul className="divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
                {group.items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationLine notification={notification} onOpen={open} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination
            page={notifications.data.page}
            pageSize={notifications.data.pageSize}
            total={notifications.data.total}
            onPage={setPage}
          />
        </>
      )}
      <Preferences />
    </div>
  );
}
