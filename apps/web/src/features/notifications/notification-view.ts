import type { Notification } from '@space/contracts/notifications';
import type { Locale } from '@space/contracts/locales';
import { articlePath, paths, productPath } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import type { TFunction } from '../../lib/translator.ts';

/** Where a notification leads (decision 066). */
export function notificationLink(notification: Notification): string {
  const id = notification.objectId;
  switch (notification.kind) {
    case 'friendRequest':
    case 'friendAccepted':
      return paths.friend;
    case 'newFollower':
      return paths.fansList;
    case 'articleApproved':
      return id === null ? paths.personal : articlePath(id);
    case 'articleRejected':
      return paths.personal;
    case 'uploadRejected':
      return paths.contentUpload;
    case 'uploadApproved':
    case 'reviewReceived':
    case 'reviewReplied':
    case 'productSold':
      return id === null ? paths.contentUpload : productPath(id);
    case 'membershipExpiring':
    case 'membershipExpired':
      return paths.memberRecharge;
    case 'orderPaid':
    case 'refundDone':
    case 'productVersion':
    case 'redeemSucceeded':
      return paths.products;
  }
}

/** The notification's sentence in the reader's language, from its kind and payload. */
export function notificationText(notification: Notification, t: TFunction, lang: Locale): string {
  const { payload } = notification;
  const expiresAt = payload.expiresAt;
  return t(`notifications.kinds.${notification.kind}`, {
    actor: notification.actor?.nickName ?? '',
    title: payload.title ?? '',
    reason: payload.reason ?? '',
    version: payload.version ?? '',
    orderNo: payload.orderNo ?? '',
    rating: payload.rating ?? '',
    date: expiresAt ? formatDate(expiresAt, lang) : '',
  });
}
