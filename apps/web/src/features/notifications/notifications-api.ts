import {
  NOTIFICATION_PANEL_SIZE,
  NOTIFICATION_PATHS,
  NOTIFICATION_POLL_MS,
} from '@space/contracts/notification-constants';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  NotificationReadResult,
  UnreadCount,
} from '@space/contracts/notifications';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

export const PAGE_SIZE = 20;

/** Every notification query key starts here: one invalidation refreshes the bell and the lists. */
const NOTIFICATIONS = 'notifications';

/**
 * The bell's count (decision 066): asked every NOTIFICATION_POLL_MS while the page is visible,
 * and again when the window regains focus; a hidden tab does not ask.
 */
export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [NOTIFICATIONS, 'unread'],
    queryFn: ({ signal }) => apiData<UnreadCount>(NOTIFICATION_PATHS.unreadCount, { signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

export function getNotificationsQueryOptions(page: number, pageSize = PAGE_SIZE) {
  return queryOptions({
    queryKey: [NOTIFICATIONS, 'list', page, pageSize],
    queryFn: ({ signal }) =>
      apiData<NotificationPage>(NOTIFICATION_PATHS.list, { query: { page, pageSize }, signal }),
  });
}

export const getPanelQueryOptions = () => getNotificationsQueryOptions(1, NOTIFICATION_PANEL_SIZE);

export function getPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [NOTIFICATIONS, 'preferences'],
    queryFn: ({ signal }) =>
      apiData<NotificationPreferences>(NOTIFICATION_PATHS.preferences, { signal }),
  });
}

export function markRead(id: number) {
  return apiData<NotificationReadResult>(NOTIFICATION_PATHS.read(id), { method: 'POST' });
}

export function markAllRead() {
  return apiData<NotificationReadResult>(NOTIFICATION_PATHS.readAll, { method: 'POST' });
}

export function savePreferences(body: NotificationPreferencesBody) {
  return apiData<NotificationPreferences>(NOTIFICATION_PATHS.preferences, {
    method: 'PUT',
    body,
  });
}

/** After a change: the count and every list are asked again. */
export function refreshNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS] });
}
