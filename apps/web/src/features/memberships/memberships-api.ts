import { MEMBERSHIP_DURATIONS, type MembershipDuration } from '@space/contracts/limits';
import {
  MEMBER_TIERS,
  type CurrentMembership,
  type MemberTier,
  type MembershipChoice,
  type MembershipOffer,
  type MembershipQuote,
} from '@space/contracts/memberships';
import { isCurrency } from '@space/contracts/money';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { apiData } from '../../lib/api-client.ts';

/** The caller's own membership and quotes: under `me`, so a logout clears them. */
export const MEMBERSHIP_QUERY_KEY = ['me', 'membership'] as const;

/**
 * The plans on sale (GET /api/memberships/plans): a signed-in user's own brand; a visitor's is
 * the client brand they browse (`tenantId`), or the default one.
 */
export function getMembershipOfferQueryOptions(tenantId: number | null, signedIn: boolean) {
  return queryOptions({
    // A member's own brand is theirs: under `me`, so it goes with their session.
    queryKey: signedIn
      ? ([...MEMBERSHIP_QUERY_KEY, 'plans'] as const)
      : (['memberships', 'plans', tenantId ?? 'default'] as const),
    queryFn: ({ signal }) =>
      apiData<MembershipOffer>('/api/memberships/plans', {
        query: { tenantId: signedIn ? undefined : tenantId },
        signal,
      }),
  });
}

/** The membership in force (GET /api/users/me/membership). */
export function getCurrentMembershipQueryOptions() {
  return queryOptions({
    queryKey: MEMBERSHIP_QUERY_KEY,
    queryFn: ({ signal }) => apiData<CurrentMembership>('/api/users/me/membership', { signal }),
  });
}

/**
 * What buying a plan now would give: the server's ledger answers, nothing is written. With a
 * currency, its plan is the price in it (decision 076).
 */
export function getMembershipQuoteQueryOptions(choice: MembershipChoice) {
  return queryOptions({
    queryKey: [
      ...MEMBERSHIP_QUERY_KEY,
      'quote',
      choice.tier,
      choice.duration,
      choice.currency ?? null,
    ] as const,
    queryFn: ({ signal }) =>
      apiData<MembershipQuote>('/api/memberships/quote', { query: { ...choice }, signal }),
    retry: false,
  });
}

/** After a membership order was granted: the level, expiry and every tier price change. */
export function refreshMembership(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['me'] });
}

/** Whether `tier` is below the one in force (such a plan is refused; decision 023). */
export function isBelow(tier: MemberTier, current: MemberTier | null | undefined): boolean {
  return current ? MEMBER_TIERS.indexOf(tier) < MEMBER_TIERS.indexOf(current) : false;
}

/**
 * A plan choice read from the query string (`?membership=premium&duration=annual`, with the
 * currency it was shown in: `&currency=CNY`, decision 076).
 */
export function membershipChoiceFrom(search: URLSearchParams): MembershipChoice | null {
  const tier = search.get('membership');
  const duration = search.get('duration');
  const currency = search.get('currency');
  if (!MEMBER_TIERS.includes(tier as MemberTier)) return null;
  if (!MEMBERSHIP_DURATIONS.includes(duration as MembershipDuration)) return null;
  return {
    tier: tier as MemberTier,
    duration: duration as MembershipDuration,
    ...(currency && isCurrency(currency) ? { currency } : {}),
  };
}

/** /payment for a plan: the same checkout page, providers and sandbox as products. */
export const membershipPaymentPath = (choice: {
  tier: MemberTier;
  duration: MembershipDuration;
  currency?: string;
}) =>
  `${paths.payment}?membership=${choice.tier}&duration=${choice.duration}${
    choice.currency ? `&currency=${choice.currency}` : ''
  }`;
