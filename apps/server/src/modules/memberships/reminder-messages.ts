import type { Locale } from '@space/contracts/locales';
import type { MemberTier } from '@space/contracts/memberships';

/** What an expiry reminder says (reminders.ts). */
export interface Reminder {
  brand: string;
  tier: MemberTier;
  expiresAt: Date;
  /** Absolute link to /memberRecharge. */
  renewUrl: string;
}

export interface ReminderText {
  subject: string;
  text: string;
}

interface ReminderWords {
  subject: (brand: string, tier: string, date: string) => string;
  body: (tier: string, date: string) => string;
  renew: string;
  keep: string;
  tiers: Record<MemberTier, string>;
  /** BCP 47 tag for Intl's date format. */
  intl: string;
}

// Tier names follow the web client's locales (apps/web/src/locales) and the receipts.
const WORDS: Record<Locale, ReminderWords> = {
  en: {
    subject: (brand, tier, date) => `Your ${brand} membership (${tier}) ends on ${date}`,
    body: (tier, date) => `Your membership (${tier}) ends on ${date} (UTC).`,
    renew: 'Renew it to keep your member prices and usage counts:',
    keep: 'A renewal runs on from your current expiry, so you lose no days by renewing early.',
    tiers: { ordinary: 'Ordinary member', premium: 'Premium member', svip: 'SVIP' },
    intl: 'en-US',
  },
  zh: {
    subject: (brand, tier, date) => `您的${brand}${tier}将于${date}到期`,
    body: (tier, date) => `您的${tier}将于 ${date}（UTC）到期。`,
    renew: '续费即可继续享受会员价格和使用次数：',
    keep: '续费从当前到期时间起算，提前续费不会损失任何天数。',
    tiers: { ordinary: '普通会员', premium: '高级会员', svip: 'SVIP' },
    intl: 'zh-CN',
  },
  ko: {
    subject: (brand, tier, date) => `${brand} 멤버십(${tier})이 ${date}에 만료됩니다`,
    body: (tier, date) => `멤버십(${tier})이 ${date}(UTC)에 만료됩니다.`,
    renew: '회원 가격과 사용 횟수를 계속 이용하려면 연장해 주세요:',
    keep: '연장은 현재 만료일부터 이어지므로 미리 연장해도 기간이 줄어들지 않습니다.',
    tiers: { ordinary: '일반 회원', premium: '프리미엄 회원', svip: 'SVIP' },
    intl: 'ko-KR',
  },
};

/** The reminder email a few days before a membership ends, in the reader's language. */
export function reminderMessage(locale: Locale, reminder: Reminder): ReminderText {
  const words = WORDS[locale];
  const tier = words.tiers[reminder.tier];
  const format = (style: 'long' | 'medium') =>
    new Intl.DateTimeFormat(words.intl, {
      dateStyle: style,
      ...(style === 'long' ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    }).format(reminder.expiresAt);
  return {
    subject: words.subject(reminder.brand, tier, format('medium')),
    text: [
      words.body(tier, format('long')),
      '',
      words.renew,
      reminder.renewUrl,
      '',
      words.keep,
    ].join('\n'),
  };
}
