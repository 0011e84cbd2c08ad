import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications.ts';

/**
 * One-click unsubscribe from non-transactional mail (issue 29, decision 072). The link in a
 * mail's `List-Unsubscribe` header and footer carries a signed token naming the user, the brand
 * and the notification kinds; no login is needed.
 *   GET  /api/mail/unsubscribe?token=…   a page with one button (never unsubscribes by itself:
 *                                        mail scanners open links)
 *   POST /api/mail/unsubscribe?token=…   RFC 8058 one-click (`List-Unsubscribe=One-Click`) and
 *                                        the page's button: turns those kinds' email off
 */
export const MAIL_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export const mailUnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(600),
});

export const mailUnsubscribeResultSchema = z.object({
  /** `unsubscribed` the first time, `alreadyUnsubscribed` after (idempotent). */
  status: z.enum(['unsubscribed', 'alreadyUnsubscribed']),
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
});
export type MailUnsubscribeResult = z.infer<typeof mailUnsubscribeResultSchema>;
