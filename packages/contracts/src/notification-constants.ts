// Without zod, so the header's bell on every first load can poll without the schemas (the
// paths are listed in notifications.ts).

export const NOTIFICATION_PATHS = {
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  read: (id: number) => `/api/notifications/${id}/read`,
  readAll: '/api/notifications/read-all',
  preferences: '/api/notifications/preferences',
} as const;

/** How often an open page asks for the unread count (and on focus); decision 066. */
export const NOTIFICATION_POLL_MS = 30_000;
/** The bell's panel shows this many of the newest. */
export const NOTIFICATION_PANEL_SIZE = 5;
