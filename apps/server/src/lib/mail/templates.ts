import type { MembershipDuration, PaymentMethod, Tier } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import type { MemberTier } from '@space/contracts/memberships';
import type { NotificationKind } from '@space/contracts/notifications';
import type { MailBlock, MailContent } from './layout.ts';
import { fill, MAIL_WORDS, type MailWords } from './locales/index.ts';
import type { MailBrand } from './mail-brand.ts';

/**
 * One function per kind of mail (decision 072): what it says, in the reader's language, as
 * blocks that layout.ts writes as HTML and as text. Transactional kinds (codes, receipts) carry
 * no unsubscribe link; the others get theirs from compose.ts.
 */

export interface MailTemplate {
  /** Subject, preheader and blocks; the footer is added by compose.ts. */
  content: Omit<MailContent, 'footer' | 'footerLinks' | 'lang'>;
}

function dateTime(words: MailWords, at: Date, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(words.intl, {
    dateStyle: style,
    ...(style === 'long' ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(at);
}

export interface CodeMail {
  code: string;
  minutes: number;
}

export function codeMail(locale: Locale, brand: MailBrand, mail: CodeMail): MailTemplate {
  const w = MAIL_WORDS[locale].code;
  const v = { brand: brand.name, code: mail.code, minutes: mail.minutes };
  return {
    content: {
      subject: fill(w.subject, v),
      preheader: fill(w.preheader, v),
      blocks: [
        { type: 'heading', text: w.heading },
        { type: 'paragraph', text: fill(w.intro, v) },
        { type: 'code', code: mail.code },
        { type: 'note', text: w.ignore },
      ],
    },
  };
}

export function accountExistsMail(
  locale: Locale,
  brand: MailBrand,
  mail: { loginUrl: string },
): MailTemplate {
  const w = MAIL_WORDS[locale].accountExists;
  const v = { brand: brand.name };
  return {
    content: {
      subject: fill(w.subject, v),
      preheader: fill(w.body, v),
      blocks: [
        { type: 'heading', text: w.heading },
        { type: 'paragraph', text: fill(w.body, v) },
        { type: 'button', label: w.button, url: mail.loginUrl },
        { type: 'note', text: w.ignore },
      ],
    },
  };
}

/** What a receipt says, gathered from the order; amounts already formatted ("12.34 USD"). */
export interface ReceiptMail {
  orderNo: string;
  at: Date;
  method: PaymentMethod | null;
  items: { name: string; amount: string }[];
  membership: { tier: Tier; duration: MembershipDuration; amount: string } | null;
  /** null: no discount. */
  discount: string | null;
  total: string;
  productsUrl: string;
}

export function receiptMail(locale: Locale, brand: MailBrand, mail: ReceiptMail): MailTemplate {
  const words = MAIL_WORDS[locale];
  const w = words.receipt;
  const rows = mail.items.map((item) => ({ label: item.name, amount: item.amount }));
  if (mail.membership) {
    rows.push({
      label: fill(w.membership, {
        tier: w.tiers[mail.membership.tier],
        duration: w.durations[mail.membership.duration],
      }),
      amount: mail.membership.amount,
    });
  }
  const v = { brand: brand.name, orderNo: mail.orderNo };
  return {
    content: {
      subject: fill(w.subject, v),
      preheader: fill(w.thanks, v),
      blocks: [
        { type: 'heading', text: w.heading },
        { type: 'paragraph', text: fill(w.thanks, v) },
        {
          type: 'facts',
          rows: [
            { label: w.orderNo, value: mail.orderNo },
            { label: w.date, value: `${dateTime(words, mail.at)} UTC` },
            { label: w.method, value: mail.method ? w.methods[mail.method] : w.noPayment },
          ],
        },
        {
          type: 'lines',
          title: w.items,
          rows,
          totals: [
            ...(mail.discount ? [{ label: w.discount, amount: `-${mail.discount}` }] : []),
            { label: w.total, amount: mail.total, strong: true },
          ],
        },
        { type: 'button', label: w.button, url: mail.productsUrl },
      ],
    },
  };
}

export interface ReminderMail {
  tier: MemberTier;
  expiresAt: Date;
  renewUrl: string;
}

export function reminderMail(locale: Locale, brand: MailBrand, mail: ReminderMail): MailTemplate {
  const words = MAIL_WORDS[locale];
  const w = words.reminder;
  const tier = words.receipt.tiers[mail.tier];
  return {
    content: {
      subject: fill(w.subject, {
        brand: brand.name,
        tier,
        date: dateTime(words, mail.expiresAt, 'medium'),
      }),
      preheader: w.renew,
      blocks: [
        { type: 'heading', text: w.heading },
        { type: 'paragraph', text: fill(w.body, { tier, date: dateTime(words, mail.expiresAt) }) },
        { type: 'paragraph', text: w.renew },
        { type: 'button', label: w.button, url: mail.renewUrl },
        { type: 'note', text: w.keep },
      ],
    },
  };
}

export interface UpdateMail {
  name: string;
  version: string;
  info: string;
  url: string;
}

export function updateMail(locale: Locale, _brand: MailBrand, mail: UpdateMail): MailTemplate {
  const w = MAIL_WORDS[locale].update;
  const v = { name: mail.name, version: mail.version };
  const blocks: MailBlock[] = [
    { type: 'heading', text: w.heading },
    { type: 'paragraph', text: fill(w.body, v) },
  ];
  if (mail.info.trim()) blocks.push({ type: 'quote', title: w.whatsNew, text: mail.info });
  blocks.push({ type: 'button', label: w.button, url: mail.url });
  return { content: { subject: fill(w.subject, v), preheader: fill(w.body, v), blocks } };
}

export interface ReviewReplyMail {
  name: string;
  reply: string;
  url: string;
}

export function reviewReplyMail(
  locale: Locale,
  _brand: MailBrand,
  mail: ReviewReplyMail,
): MailTemplate {
  const w = MAIL_WORDS[locale].reviewReply;
  const v = { name: mail.name };
  return {
    content: {
      subject: fill(w.subject, v),
      preheader: mail.reply.slice(0, 120),
      blocks: [
        { type: 'heading', text: w.heading },
        { type: 'paragraph', text: fill(w.body, v) },
        { type: 'quote', text: mail.reply },
        { type: 'button', label: w.button, url: mail.url },
      ],
    },
  };
}

/** One notification as a mail lists it: its kind, its payload, who did it and where it leads. */
export interface NotificationMailItem {
  kind: NotificationKind;
  payload: Record<string, string>;
  actorName: string | null;
  at: Date;
  url: string;
}

/** A notification's sentence, as the page writes it (apps/web locales, `notifications.text`). */
export function notificationSentence(locale: Locale, item: NotificationMailItem): string {
  const words = MAIL_WORDS[locale];
  const w = words.notification;
  const date = item.payload.expiresAt
    ? dateTime(words, new Date(item.payload.expiresAt), 'medium')
    : '';
  return fill(w.sentences[item.kind], {
    actor: item.actorName ?? w.someone,
    title: item.payload.title ?? item.payload.productName ?? '',
    reason: item.payload.reason ?? '',
    version: item.payload.version ?? '',
    rating: item.payload.rating ?? '',
    orderNo: item.payload.orderNo ?? '',
    date,
  });
}

/** One notification, or a digest of several (newest first), with a link to the page. */
export function notificationMail(
  locale: Locale,
  brand: MailBrand,
  mail: { items: NotificationMailItem[]; pageUrl: string },
): MailTemplate {
  const words = MAIL_WORDS[locale];
  const w = words.notification;
  const sentences = mail.items.map((item) => notificationSentence(locale, item));
  const single = mail.items.length === 1;
  const subject = single
    ? sentences[0]!
    : fill(w.digestSubject, { count: mail.items.length, brand: brand.name });
  return {
    content: {
      subject,
      preheader: sentences.slice(0, 2).join(' · '),
      blocks: [
        { type: 'heading', text: w.heading },
        ...(single ? [] : [{ type: 'paragraph' as const, text: w.digestIntro }]),
        {
          type: 'items',
          rows: mail.items.map((item, index) => ({
            text: sentences[index]!,
            url: item.url,
            meta: `${dateTime(words, item.at)} UTC`,
          })),
        },
        { type: 'button', label: w.button, url: mail.pageUrl },
      ],
    },
  };
}
