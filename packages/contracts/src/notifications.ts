import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';

export {
  NOTIFICATION_PANEL_SIZE,
  NOTIFICATION_PATHS,
  NOTIFICATION_POLL_MS,
} from './notification-constants.ts';

/**
 * In-app notifications (issue 29, docs/decisions/066-notifications.md): one per event and
 * recipient, newest first, kept NOTIFICATION_RETENTION_DAYS days. The page writes each one's
 * text in the reader's language from its kind and payload. Paths:
 *   GET  /api/notifications                 the caller's notifications in this brand, newest first
 *   GET  /api/notifications/unread-count    the bell's badge (polled every NOTIFICATION_POLL_MS)
 *   POST /api/notifications/:id/read        mark one read (idempotent)
 *   POST /api/notifications/read-all        mark all read
 *   GET  /api/notifications/preferences     the caller's channel per kind
 *   PUT  /api/notifications/preferences     change some of them
 */

/** The kinds of event a user is told about (labels under `notifications.kinds.*`). */
export const NOTIFICATION_KINDS = [
  'friendRequest',
  'friendAccepted',
  'newFollower',
  'articleApproved',
  'articleRejected',
  'uploadApproved',
  'uploadRejected',
  'reviewReceived',
  'reviewReplied',
  'productSold',
  'orderPaid',
  'refundDone',
  /** A new version of an owned product (decision 029; its email too). */
  'productVersion',
  'membershipExpiring',
  'membershipExpired',
  'redeemSucceeded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * Where a kind is delivered: `in_app` (the bell), `email` (the bell and an email), `off`
 * (nothing is recorded). Mailed today: the update notices (decision 029), the membership
 * reminders and the review replies, each with a one-click unsubscribe that sets its kind to
 * `in_app` (decision 072); the other kinds' `email` choice is kept for notification mails.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A kind's channel when the user chose none. */
export const NOTIFICATION_DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  friendRequest: 'in_app',
  friendAccepted: 'in_app',
  newFollower: 'in_app',
  articleApproved: 'in_app',
  articleRejected: 'in_app',
  uploadApproved: 'in_app',
  uploadRejected: 'in_app',
  reviewReceived: 'in_app',
  reviewReplied: 'email',
  productSold: 'in_app',
  orderPaid: 'in_app',
  refundDone: 'in_app',
  productVersion: 'email',
  membershipExpiring: 'email',
  membershipExpired: 'in_app',
  redeemSucceeded: 'in_app',
};

/** Notifications older than this are deleted (the retention job, decision 066). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export const NOTIFICATION_OBJECT_TYPES = [
  'user',
  'article',
  'upload',
  'product',
  'order',
  'review',
  'membership',
] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

const idSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const notificationListQuerySchema = pageQuerySchema.extend({
  /** Only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** Who did it, as the list shows them (public profile data only). */
export const notificationActorSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: notificationActorSchema.nullable(),
  objectType: z.enum(NOTIFICATION_OBJECT_TYPES).nullable(),
  objectId: z.number().int().nullable(),
  /** The text's variables: `title`, `reason`, `version`, `orderNo`, `tier`… (strings). */
  payload: z.record(z.string(), z.string()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationReadResultSchema = z.object({
  /** Notifications this call marked read (0 when they already were). */
  marked: z.number().int(),
  unread: z.number().int(),
});
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

export const notificationPreferencesSchema = z.object({
  channels: z.record(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS)),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: the kinds to change (the others keep theirs). */
export const notificationPreferencesBodySchema = z.object({
  channels: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS)),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
