import type {
  Payout,
  PayoutAccountAnswer,
  PayoutAccountBody,
  PayoutsPage,
} from '@space/contracts/payouts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** The creator's payout account, payouts and requests (decision 071). */
export function getPayoutAccountQueryOptions() {
  return queryOptions({
    queryKey: ['creator-earnings', 'payout-account'],
    queryFn: ({ signal }) =>
      apiData<PayoutAccountAnswer>('/api/creator-earnings/payout-account', { signal }),
  });
}

export function getPayoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['creator-earnings', 'payouts', page],
    queryFn: ({ signal }) =>
      apiData<PayoutsPage>('/api/creator-earnings/payouts', {
        query: { page, pageSize: 10 },
        signal,
      }),
  });
}

export function savePayoutAccount(body: PayoutAccountBody): Promise<PayoutAccountAnswer> {
  return apiData<PayoutAccountAnswer>('/api/creator-earnings/payout-account', {
    method: 'PUT',
    body,
  });
}

export function requestPayout(currency: string): Promise<Payout> {
  return apiData<Payout>('/api/creator-earnings/payouts', { method: 'POST', body: { currency } });
}
