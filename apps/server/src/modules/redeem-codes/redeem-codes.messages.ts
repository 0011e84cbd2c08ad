import type { Locale } from '@space/contracts/locales';

/**
 * Success messages of the administrators' batch routes. The user-facing ones of /coupon
 * ('Redeem Successful' and the two refusals) are in contracts (REDEEM_MESSAGES), shared
 * with the web.
 */
export const REDEEM_ADMIN_MESSAGES = {
  created: {
    en: 'Codes created. Save them now: they are shown only this once.',
    zh: '兑换码已生成。请立即保存：它们只显示这一次。',
    ko: '코드가 생성되었습니다. 지금 저장해 두세요. 이번 한 번만 표시됩니다.',
  },
  revoked: {
    en: 'The batch has been revoked: its codes no longer redeem.',
    zh: '该批次已作废：其兑换码不能再兑换。',
    ko: '배치가 취소되었습니다. 해당 코드는 더 이상 교환할 수 없습니다.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
