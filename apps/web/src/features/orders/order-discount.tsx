import type { Order } from '@space/contracts/commerce';
import { useTranslation } from '../../lib/translator.ts';
import { formatMoney } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';

/**
 * An order's subtotal and coupon discount (decision 025) as two entries of a description list,
 * for the receipt on /success; nothing for an order without a discount.
 */
export function OrderDiscountEntries({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  if (order.discountMinor === 0) return null;
  return (
    <>
      <div>
        <dt className="text-muted">{t('coupons.subtotal')}</dt>
        <dd>{formatMoney(order.subtotalMinor, order.currency, lang)}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('coupons.discount', { code: order.coupon ?? '' })}</dt>
        <dd className="font-semibold text-success">
          −{formatMoney(order.discountMinor, order.currency, lang)}
        </dd>
      </div>
    </>
  );
}

/** One line under an order's amount in the history: what its coupon took off. */
export function OrderDiscountNote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  if (order.discountMinor === 0) return null;
  return (
    <span className="block text-xs font-normal text-success">
      {t('coupons.saved', {
        code: order.coupon ?? '',
        amount: formatMoney(order.discountMinor, order.currency, lang),
      })}
    </span>
  );
}
