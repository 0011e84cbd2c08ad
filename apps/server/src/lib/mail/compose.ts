import type { Locale } from '@space/contracts/locales';
import type { NotificationKind } from '@space/contracts/notifications';
import type { AppConfig } from '../../config/env.ts';
import type { MailMessage } from '../mailer.ts';
import { type MailContent, renderHtml, renderText } from './layout.ts';
import { fill, MAIL_WORDS } from './locales/index.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailTemplate } from './templates.ts';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.ts';

/** Where one-click unsubscribe links point (GET: a page with a button; POST: RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export type MailConfig = Pick<AppConfig, 'mail' | 'redeemCodes'>;

export interface ComposeRequest {
  to: string;
  locale: Locale;
  brand: MailBrand;
  template: MailTemplate;
  /**
   * Absent: a transactional mail (a code, a receipt), sent whatever the settings and without
   * an unsubscribe link. Present: the user and the notification kinds the mail is about; the
   * mail gets `List-Unsubscribe` and `List-Unsubscribe-Post` and a link in its footer.
   */
  unsubscribe?: { userId: number; kinds: NotificationKind[] };
}

export function unsubscribeUrl(
  config: MailConfig,
  brand: MailBrand,
  subject: { userId: number; kinds: NotificationKind[] },
): string {
  const key = unsubscribeKey(config);
  if (!key) throw new Error('No unsubscribe key: set MAIL_UNSUBSCRIBE_SECRET');
  const token = signUnsubscribeToken(key, { ...subject, tenantId: brand.tenantId });
  return `${brand.siteUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The mail as the mailer sends it: subject, text and HTML alternatives, sender name, headers. */
export async function composeMail(
  config: MailConfig,
  request: ComposeRequest,
): Promise<MailMessage> {
  const { brand, locale, template } = request;
  const words = MAIL_WORDS[locale];
  const content: MailContent = { ...template.content, lang: locale, footer: [] };
  const headers: Record<string, string> = {};
  if (request.unsubscribe) {
    const url = unsubscribeUrl(config, brand, request.unsubscribe);
    const kinds = request.unsubscribe.kinds
      .map((kind) => words.notification.kindNames[kind])
      .join(', ');
    content.footer = [fill(words.common.optional, { brand: brand.name, kind: kinds })];
    content.footerLinks = [
      { label: words.common.unsubscribe, url },
      { label: words.common.preferences, url: `${brand.siteUrl}/notifications` },
    ];
    const mailto = config.mail.unsubscribeMailto
      ? `, <mailto:${config.mail.unsubscribeMailto}?subject=${encodeURIComponent(`unsubscribe ${url.split('token=')[1]}`)}>`
      : '';
    headers['List-Unsubscribe'] = `<${url}>${mailto}`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  } else {
    content.footer = [fill(words.common.transactional, { brand: brand.name })];
  }
  return {
    to: request.to,
    subject: content.subject,
    text: renderText(content, brand),
    html: await renderHtml(content, brand),
    fromName: brand.senderName,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
