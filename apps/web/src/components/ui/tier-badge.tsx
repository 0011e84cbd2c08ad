import type { MemberTier } from '@space/contracts/memberships';
import type { SVGProps } from 'react';
import { useTranslation } from '../../lib/translator.ts';

/** Each paid tier's colour, from the design tokens (light and dark alike). */
export const TIER_TONE: Record<MemberTier, { badge: string; ring: string; text: string }> = {
  ordinary: { badge: 'bg-accent/12 text-accent', ring: 'border-accent/50', text: 'text-accent' },
  premium: { badge: 'bg-primary/12 text-primary', ring: 'border-primary/60', text: 'text-primary' },
  svip: { badge: 'bg-warning/14 text-warning', ring: 'border-warning/60', text: 'text-warning' },
};

export function CrownIcon({ size = 18, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3.5 8.5 7.5 12l4.5-6.5 4.5 6.5 4-3.5-1.8 9.5H5.3z" />
      <path d="M5.5 20.5h13" />
    </svg>
  );
}

/** A member tier as a small coloured label. */
export function TierBadge({ tier, className = '' }: { tier: MemberTier; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TIER_TONE[tier].badge} ${className}`}
    >
      <CrownIcon size={14} />
      {t(`tiers.${tier}`)}
    </span>
  );
}
