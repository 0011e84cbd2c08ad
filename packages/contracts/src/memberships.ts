import type { MembershipDuration, Tier } from './limits.ts';

/** Paid tiers, lowest first (spec §6: general users have no membership). */
export const MEMBER_TIERS = ['ordinary', 'premium', 'svip'] as const satisfies readonly Tier[];
export type MemberTier = (typeof MEMBER_TIERS)[number];

/** Calendar months a plan of each duration buys (spec §9: quarterly and annual). */
export const MEMBERSHIP_MONTHS: Record<MembershipDuration, number> = {
  quarterly: 3,
  annual: 12,
};

/** The expiry reminder goes out this many days before a membership ends (decision 023). */
export const MEMBERSHIP_REMINDER_DAYS = 3;
