import type { OrderMembership } from '@space/contracts/memberships';
import { useTranslation } from '../../lib/translator.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { CrownIcon, TIER_TONE } from '../../components/ui/tier-badge.tsx';

/** The plan a membership order bought, as one line of an order (/success, order history). */
export function MembershipOrderLine({
  membership,
  currency,
  className = '',
}: {
  membership: OrderMembership;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <li className={`flex items-center gap-3 ${className}`}>
      <span
        className={`grid size-8 shrink-0 place-items-center rounded-lg ${TIER_TONE[membership.tier].badge}`}
      >
        <CrownIcon size={16} />
      </span>
      <span className="min-w-0 flex-1 font-medium">
        {t('membership.orderLine', {
          tier: t(`tiers.${membership.tier}`),
          duration: t(`membership.durations.${membership.duration}`),
        })}
      </span>
      <PriceTag amount={membership.priceMinor} currency={currency} className="shrink-0" />
    </li>
  );
}
