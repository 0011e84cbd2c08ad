import type { Locale } from '@space/contracts/locales';
import {
  accountExistsMail,
  codeMail,
  type MailBrand,
  mailBrandOf,
  type MailTemplate,
  notificationMail,
  receiptMail,
  reminderMail,
  reviewReplyMail,
  updateMail,
} from '../../src/lib/mail/index.ts';
import type { NotificationKind } from '@space/contracts/notifications';
import { tenantByCode, type TenantCode } from '@space/contracts/tenants';

/**
 * One sample of every kind of mail (decision 072), for the template tests and the screenshots
 * (scripts/mail-screenshots.mts). `unsubscribe` names the kinds a non-transactional mail is about.
 */
export interface MailSample {
  name: string;
  template: (locale: Locale, brand: MailBrand) => MailTemplate;
  unsubscribe?: NotificationKind[];
}

const at = new Date('2026-11-29T09:30:00Z');
const titles: Record<Locale, string> = {
  en: 'Stream Dial Pro',
  zh: '流光旋钮 Pro',
  ko: '스트림 다이얼 프로',
};

export const MAIL_SAMPLES: MailSample[] = [
  {
    name: 'code',
    template: (locale, brand) => codeMail(locale, brand, { code: '482913', minutes: 10 }),
  },
  {
    name: 'account-exists',
    template: (locale, brand) =>
      accountExistsMail(locale, brand, { loginUrl: `${brand.siteUrl}/login` }),
  },
  {
    name: 'receipt',
    template: (locale, brand) =>
      receiptMail(locale, brand, {
        orderNo: 'SP20261129093000123',
        at,
        method: 'alipay',
        items: [
          { name: titles[locale], amount: '12.00 CNY' },
          { name: 'OBS Scene Switcher', amount: '6.50 CNY' },
        ],
        membership: { tier: 'premium', duration: 'annual', amount: '99.00 CNY' },
        discount: '5.00 CNY',
        total: '112.50 CNY',
        productsUrl: `${brand.siteUrl}/products`,
      }),
  },
  {
    name: 'reminder',
    template: (locale, brand) =>
      reminderMail(locale, brand, {
        tier: 'svip',
        expiresAt: new Date('2026-12-02T00:00:00Z'),
        renewUrl: `${brand.siteUrl}/memberRecharge`,
      }),
    unsubscribe: ['membershipExpiring'],
  },
  {
    name: 'update',
    template: (locale, brand) =>
      updateMail(locale, brand, {
        name: titles[locale],
        version: '2.4.0',
        info: '- Smoother dial steps\n- Fixed the <mute> toggle on macOS',
        url: `${brand.siteUrl}/products`,
      }),
    unsubscribe: ['productVersion'],
  },
  {
    name: 'review-reply',
    template: (locale, brand) =>
      reviewReplyMail(locale, brand, {
        name: titles[locale],
        reply: 'Thank you! Version 2.4 fixes the dial steps you mentioned.',
        url: `${brand.siteUrl}/product?id=12`,
      }),
    unsubscribe: ['reviewReplied'],
  },
  {
    name: 'notification',
    template: (locale, brand) =>
      notificationMail(locale, brand, {
        items: [
          {
            kind: 'friendRequest',
            payload: {},
            actorName: 'Mina',
            at,
            url: `${brand.siteUrl}/notifications`,
          },
        ],
        pageUrl: `${brand.siteUrl}/notifications`,
      }),
    unsubscribe: ['friendRequest'],
  },
  {
    name: 'digest',
    template: (locale, brand) =>
      notificationMail(locale, brand, {
        items: [
          {
            kind: 'friendRequest',
            payload: {},
            actorName: 'Mina',
            at,
            url: `${brand.siteUrl}/notifications`,
          },
          {
            kind: 'newFollower',
            payload: {},
            actorName: 'Jun',
            at,
            url: `${brand.siteUrl}/author?id=7`,
          },
          {
            kind: 'uploadRejected',
            payload: { title: titles[locale], reason: 'The package has no icon.' },
            actorName: null,
            at,
            url: `${brand.siteUrl}/creator`,
          },
          {
            kind: 'productSold',
            payload: { title: titles[locale] },
            actorName: 'Leo',
            at,
            url: `${brand.siteUrl}/creator`,
          },
        ],
        pageUrl: `${brand.siteUrl}/notifications`,
      }),
    unsubscribe: ['friendRequest', 'newFollower', 'uploadRejected', 'productSold'],
  },
];

/** A configuration that composes mail as the app would, on a fixed site and key. */
export const SAMPLE_MAIL_CONFIG = {
  publicUrl: 'https://shop.example',
  port: 3000,
  mail: {
    senderName: '{brand}',
    unsubscribeSecret: 'sample-unsubscribe-key-0123456789abcdef',
    unsubscribeMailto: null,
  },
  redeemCodes: { secret: null, secretConfigured: false },
};

/** A brand with its built-in look (no uploaded logo, no accent set). */
export function sampleBrand(code: TenantCode, locale: Locale): MailBrand {
  const tenant = tenantByCode(code)!;
  return mailBrandOf(
    {
      id: tenant.id,
      code: tenant.code,
      name: tenant.name,
      accentColor: null,
      logoLightKey: null,
      logoDarkKey: null,
      logoZhKey: null,
    },
    locale,
    SAMPLE_MAIL_CONFIG,
  );
}
