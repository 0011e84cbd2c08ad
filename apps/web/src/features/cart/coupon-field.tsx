import type { CouponPreview, CouponSummary, CouponTotal } from '@space/contracts/coupons';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { INPUT_CLASS } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { formatMoney } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import {
  couponErrorMessage,
  couponRefusalMessage,
  getCouponPreviewQueryOptions,
} from './coupon-api.ts';
import { useCouponStore } from './coupon-store.ts';

function CouponTerms({ coupon }: { coupon: CouponSummary }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  if (coupon.kind === 'percent')
    return <>{t('coupons.percentOff', { percent: coupon.percentOff })}</>;
  const amount = formatMoney(coupon.amountOffMinor ?? 0, coupon.currency ?? 'USD', lang);
  return <>{t('coupons.amountOff', { amount })}</>;
}

/**
 * "Have a coupon?" (decision 025): Apply asks the server for a preview of the cart's totals
 * (`currency`: the one being paid, or null for each) and keeps the code only when it applies
 * somewhere; an empty code is refused here ('Coupon code cannot be empty'). Once applied: the
 * code, its terms, why it does not apply to a currency, and Remove.
 */
export function CouponField({
  currency,
  totals,
  preview,
}: {
  currency: string | null;
  totals: { currency: string; amountMinor: number }[];
  preview: UseQueryResult<CouponPreview>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const code = useCouponStore((s) => s.code);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim().toUpperCase();
    if (!wanted) {
      setError(t('coupons.empty'));
      return;
    }
    setError(null);
    setChecking(true);
    try {
      await queryClient.fetchQuery(getCouponPreviewQueryOptions(wanted, currency, totals));
      useCouponStore.getState().apply(wanted);
      setTyped('');
    } catch (failure) {
      setError(couponErrorMessage(t, failure));
    } finally {
      setChecking(false);
    }
  };

  if (code) {
    const refusals = (preview.data?.totals ?? []).filter(
      (total): total is CouponTotal & { refusal: NonNullable<CouponTotal['refusal']> } =>
        total.refusal !== null,
    );
    return (
      <div className="mt-4 border-t border-border pt-4">
        <div className="flex items-center gap-2">
          <span className="rounded-full bg-success/12 px-3 py-1 font-mono text-sm font-semibold text-success">
            {code}
          </span>
          {preview.data ? (
            <span className="min-w-0 flex-1 truncate text-sm text-muted">
              <CouponTerms coupon={preview.data.coupon} />
            </span>
          ) : (
            <span className="flex-1" />
          )}
          <button
            type="button"
            onClick={() => useCouponStore.getState().clear()}
            aria-label={t('coupons.removeLabel', { code })}
            title={t('coupons.remove')}
            className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-danger"
          >
            <CloseIcon size={16} />
          </button>
        </div>
        {preview.isError ? (
          <p role="alert" className="mt-2 text-xs text-danger">
            {couponErrorMessage(t, preview.error)}
          </p>
        ) : null}
        {refusals.map((total) => (
          <p key={total.currency} className="mt-2 text-xs text-warning">
            {t('coupons.notForCurrency', {
              currency: total.currency,
              reason: couponRefusalMessage(t, total.refusal, preview.data?.coupon),
            })}
          </p>
        ))}
        <p className="mt-2 text-xs text-muted">{t('coupons.checkedAtPayment')}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void apply(event)}
      noValidate
      className="mt-4 border-t border-border pt-4"
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('coupons.haveCoupon')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          placeholder={t('coupons.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${INPUT_CLASS} h-10 font-mono uppercase placeholder:font-sans placeholder:normal-case`}
        />
        <Button type="submit" variant="secondary" className="shrink-0 px-4" disabled={checking}>
          {checking ? t('coupons.checking') : t('coupons.apply')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The rows a discount adds above a total: the subtotal and the coupon's amount off. */
export function CouponDiscountRows({ code, total }: { code: string; total: CouponTotal }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <dt className="text-muted">{t('coupons.subtotal')}</dt>
        <dd>{formatMoney(total.subtotalMinor, total.currency, lang)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <dt className="text-muted">{t('coupons.discount', { code })}</dt>
        <dd className="font-semibold text-success">
          −{formatMoney(total.discountMinor, total.currency, lang)}
        </dd>
      </div>
    </>
  );
}
