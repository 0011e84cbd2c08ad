import type { CouponPreview, CouponSummary, CouponTotal } from '@space/contracts/coupons';
import { ERRORS } from '@space/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../lib/translator.ts';
import { ApiError, apiData, toApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useCouponStore } from './coupon-store.ts';

export const COUPON_PREVIEW_QUERY_KEY = ['me', 'coupon-preview'] as const;

interface Total {
  currency: string;
  amountMinor: number;
}

/**
 * POST /api/coupons/preview for the cart's totals (one currency, or each). `totals` is part of
 * the key, so a cart that changes asks again; nothing is reserved until checkout.
 */
export function getCouponPreviewQueryOptions(
  code: string,
  currency: string | null,
  totals: Total[],
) {
  const basis = totals.map((total) => `${total.currency}:${total.amountMinor}`).join(',');
  return queryOptions({
    queryKey: [...COUPON_PREVIEW_QUERY_KEY, code, currency ?? 'all', basis],
    queryFn: ({ signal }) =>
      apiData<CouponPreview>('/api/coupons/preview', {
        method: 'POST',
        body: { code, currency: currency ?? undefined },
        signal,
      }),
    // A refusal is an answer, not a failure worth repeating.
    retry: false,
  });
}

/** The applied coupon against these totals; idle when none is applied or nothing is owed. */
export function useCouponPreview(currency: string | null, totals: Total[]) {
  const code = useCouponStore((s) => s.code);
  return useQuery({
    ...getCouponPreviewQueryOptions(code ?? '', currency, totals),
    enabled: code !== null && totals.length > 0,
  });
}

/** The coupon's effect on one currency's total, when it applies there. */
export function appliedTotal(
  preview: CouponPreview | undefined,
  currency: string,
): CouponTotal | null {
  const total = preview?.totals.find((entry) => entry.currency === currency);
  return total && total.refusal === null ? total : null;
}

const COUPON_CODES = new Set<number>([
  ERRORS.COUPON_INVALID.code,
  ERRORS.COUPON_EXPIRED.code,
  ERRORS.COUPON_MIN_SPEND.code,
  ERRORS.COUPON_WRONG_CURRENCY.code,
  ERRORS.COUPON_ALREADY_USED.code,
  ERRORS.COUPON_USED_UP.code,
]);

/** Whether an error is a coupon refusal (checkout re-validates; the preview may be stale). */
export function isCouponRefusal(error: unknown): boolean {
  return error instanceof ApiError && COUPON_CODES.has(error.code);
}

/**
 * A refusal in the user's language, naming the minimum or the currency (the server's message
 * does too, but only in the languages of the `lang` header).
 */
export function couponRefusalMessage(
  t: TFunction,
  refusal: { code: number; msg: string; data?: Record<string, unknown> | null },
  coupon?: Pick<CouponSummary, 'minSpendMinor' | 'currency'>,
): string {
  const minSpend = (refusal.data?.minSpendMinor as number | undefined) ?? coupon?.minSpendMinor;
  const currency = (refusal.data?.currency as string | undefined) ?? coupon?.currency ?? null;
  if (refusal.code === ERRORS.COUPON_MIN_SPEND.code && currency && minSpend !== undefined) {
    const amount = formatMoney(minSpend, currency, useMainStore.getState().lang);
    return t('coupons.minSpend', { amount });
  }
  if (refusal.code === ERRORS.COUPON_WRONG_CURRENCY.code && currency) {
    return t('coupons.onlyCurrency', { currency });
  }
  return refusal.msg;
}

/** Any error of a preview or checkout as the coupon field shows it. */
export function couponErrorMessage(t: TFunction, error: unknown): string {
  const failure = toApiError(error);
  return couponRefusalMessage(t, { code: failure.code, msg: failure.message, data: failure.data });
}
