import type { ErrorName } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { COUPON_REFUSAL_DETAILS } from '@space/contracts/coupons';
import { REDEEM_MESSAGES } from '@space/contracts/redeem-codes';
import { describe, expect, it } from 'vitest';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { zh } from '../src/locales/zh.ts';

/**
 * Issue 32, item 6: the code redeemed on /coupon and the checkout's discount have one name
 * each, in every language. /coupon keeps the specification's word ("coupon code", as in
 * 'Coupon code cannot be empty'); the checkout's discount is a promo code.
 */
const LANGUAGES = [
  { lang: 'en', messages: en, redeem: /coupon code/i, promo: /promo code/i, not: /coupon/i },
  { lang: 'zh', messages: zh, redeem: /兑换码/, promo: /优惠码/, not: /兑换|券/ },
  { lang: 'ko', messages: ko, redeem: /쿠폰 코드/, promo: /프로모션 코드/, not: /쿠폰|교환/ },
] as const;

const PROMO_ERRORS: ErrorName[] = [
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_MIN_SPEND',
  'COUPON_WRONG_CURRENCY',
  'COUPON_ALREADY_USED',
  'COUPON_USED_UP',
  'COUPON_CODE_TAKEN',
];

describe.each(LANGUAGES)('one name per code in $lang', ({ lang, messages, redeem, promo, not }) => {
  it('/coupon names its code with the specification’s word around the required messages', () => {
    const page = [
      messages.titles.coupon,
      messages.coupon.intro,
      messages.coupon.label,
      messages.coupon.signInText,
      messages.coupon.sourceCode,
      messages.membership.sources.code,
      messages.admin.nav.codes,
      messages.messages.couponEmpty,
    ];
    for (const text of page) expect(text, text).toMatch(redeem);
    // The specification's messages, word for word (spec §8).
    expect(messages.messages.couponEmpty).toBe(REDEEM_MESSAGES.empty[lang]);
    expect(messages.messages.exchangeCodeError).toBe(REDEEM_MESSAGES.invalid[lang]);
    expect(messages.messages.redeemSuccessful).toBe(REDEEM_MESSAGES.redeemed[lang]);
  });

  it('the checkout’s discount is a promo code and never borrows that word', () => {
    const checkout = [
      messages.coupons.haveCoupon,
      messages.coupons.placeholder,
      messages.coupons.removeLabel,
      messages.coupons.empty,
      messages.coupons.discount,
      messages.coupons.minSpend,
      messages.coupons.onlyCurrency,
      messages.coupons.saved,
      messages.admin.nav.coupons,
      COUPON_REFUSAL_DETAILS.minSpend[lang],
      COUPON_REFUSAL_DETAILS.onlyCurrency[lang],
      ...PROMO_ERRORS.map((name) => ERROR_MESSAGES[name][lang]),
    ];
    for (const text of checkout) expect(text, text).not.toMatch(not);
    const naming = [
      messages.coupons.haveCoupon,
      messages.coupons.placeholder,
      messages.coupons.removeLabel,
      messages.coupons.empty,
      messages.coupons.discount,
      messages.coupons.saved,
      messages.admin.nav.coupons,
      ERROR_MESSAGES.COUPON_INVALID[lang],
      ERROR_MESSAGES.COUPON_ALREADY_USED[lang],
    ];
    for (const text of naming) expect(text, text).toMatch(promo);
  });
});
