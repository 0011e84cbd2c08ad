import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminProduct,
  AuditEntry,
  Dashboard,
  UnmatchedPaymentEvent,
} from '@space/contracts/admin';
import type { UserInfo } from '@space/contracts/accounts';
import type { OutboxMessageView } from '@space/contracts/outbox';
import type {
  AdminEarningsOverview,
  AdminEarningsRates,
  UpdateEarningsRatesBody,
} from '@space/contracts/earnings';
import type { AdminPayout } from '@space/contracts/payouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

type Query = Record<string, string | number | undefined>;

function clean(query: Query): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

const KEY = ['admin'] as const;

function pageQuery<T>(name: string, path: string, query: Query) {
  return queryOptions({
    queryKey: [...KEY, name, clean(query)],
    queryFn: ({ signal }) => apiData<Page<T>>(path, { query: clean(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminCoupon {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  useCount: number;
  maxUses: number | null;
  active: boolean;
  expiresAt: string | null;
}
export interface AdminPlan {
  id: number;
  tier: string;
  duration: string;
  months: number;
  priceMinor: number;
  currency: string;
  active: boolean;
}
export interface AdminBatch {
  id: number;
  label: string;
  codeCount: number;
  redeemedCount?: number;
  revokedAt: string | null;
  createdAt: string;
  expiresAt: string | null;
  membershipTier: string | null;
  membershipDays: number | null;
}

export const adminQueries = {
  dashboard: (days: number) =>
    queryOptions({
      queryKey: [...KEY, 'dashboard', days],
      queryFn: ({ signal }) =>
        apiData<Dashboard>('/api/admin/dashboard', { query: { days }, signal }),
    }),
  products: (query: Query) => pageQuery<AdminProduct>('products', '/api/admin/products', query),
  users: (query: Query) => pageQuery<UserInfo>('users', '/api/admin/users', query),
  orders: (query: Query) => pageQuery<AdminOrderRow>('orders', '/api/admin/orders', query),
  order: (orderNo: string) =>
    queryOptions({
      queryKey: [...KEY, 'order', orderNo],
      queryFn: ({ signal }) =>
        apiData<AdminOrderDetail>(`/api/admin/orders/${orderNo}`, { signal }),
    }),
  audit: (query: Query) => pageQuery<AuditEntry>('audit', '/api/admin/audit-log', query),
  payouts: (query: Query) => pageQuery<AdminPayout>('payouts', '/api/admin/payouts', query),
  earningsOverview: () =>
    queryOptions({
      queryKey: [...KEY, 'earnings-overview'],
      queryFn: ({ signal }) =>
        apiData<AdminEarningsOverview>('/api/admin/earnings/overview', { signal }),
    }),
  feeRates: () =>
    queryOptions({
      queryKey: [...KEY, 'fee-rates'],
      queryFn: ({ signal }) => apiData<AdminEarningsRates>('/api/admin/earnings/rates', { signal }),
    }),
  outbox: (query: Query) => pageQuery<OutboxMessageView>('outbox', '/api/admin/outbox', query),
  unmatchedPayments: (page: number) =>
    pageQuery<UnmatchedPaymentEvent>('unmatched', '/api/admin/payment-events/unmatched', { page }),
  coupons: (query: Query) => pageQuery<AdminCoupon>('coupons', '/api/admin/coupons', query),
  batches: (query: Query) =>
    pageQuery<AdminBatch>('batches', '/api/admin/redeem-code-batches', query),
  plans: () =>
    queryOptions({
      queryKey: [...KEY, 'plans'],
      queryFn: ({ signal }) =>
        apiData<{ tenantId: number; plans: AdminPlan[] }>('/api/admin/membership-plans', {
          signal,
        }),
    }),
};

/** After any write: every console list may have changed, and so has the audit log. */
function refresh<T>(value: T): T {
  void queryClient.invalidateQueries({ queryKey: KEY });
  return value;
}

export const adminApi = {
  /** Queues a failed email or text again (decision 073; never a code's). */
  retryOutboxMessage: async (id: number) =>
    refresh(await apiData<OutboxMessageView>(`/api/admin/outbox/${id}/retry`, { method: 'POST' })),
  /** Approving sends the payout (decision 071); rejecting returns the amount to the creator. */
  decidePayout: async (payoutNo: string, action: 'approve' | 'reject', reason?: string) =>
    refresh(
      await apiData<{ payoutNo: string; state: string }>(
        `/api/admin/payouts/${payoutNo}/${action}`,
        { method: 'POST', body: action === 'reject' ? { reason } : undefined },
      ),
    ),
  /** The brand's fee and its creators' own rates, as a whole (decision 068). */
  saveFeeRates: async (body: UpdateEarningsRatesBody) =>
    refresh(
      await apiData<AdminEarningsRates>('/api/admin/earnings/rates', { method: 'PUT', body }),
    ),
  updateProduct: async (id: number, body: Partial<Pick<AdminProduct, 'status' | 'featuredRank'>>) =>
    refresh(await apiData<AdminProduct>(`/api/admin/products/${id}`, { method: 'PATCH', body })),
  setUserStatus: async (id: number, status: 'active' | 'disabled') =>
    refresh(
      await apiData<UserInfo>(`/api/admin/users/${id}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    ),
  setUserRole: async (id: number, role: 'user' | 'moderator' | 'admin') =>
    refresh(
      await apiData<UserInfo>(`/api/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
    ),
  endSessions: async (id: number) =>
    refresh(
      await apiData<{ sessionsEnded: number }>(`/api/admin/users/${id}/sessions/revoke`, {
        method: 'POST',
      }),
    ),
  /** Everything left, some lines or an amount (decision 056). */
  refund: async (
    orderNo: string,
    body: { reason: string; productIds?: number[]; amountMinor?: number },
  ) =>
    refresh(
      await apiData<unknown>(`/api/admin/orders/${orderNo}/refund`, { method: 'POST', body }),
    ),
  createBatch: async (body: {
    label: string;
    count: number;
    membershipTier: string;
    membershipDays: number;
  }) =>
    refresh(
      await apiData<{ batch: AdminBatch; codes: string[] }>('/api/admin/redeem-code-batches', {
        method: 'POST',
        body,
      }),
    ),
  revokeBatch: async (id: number) =>
    refresh(
      await apiData<AdminBatch>(`/api/admin/redeem-code-batches/${id}/revoke`, { method: 'POST' }),
    ),
  setCouponActive: async (id: number, active: boolean) =>
    refresh(
      await apiData<AdminCoupon>(`/api/admin/coupons/${id}`, { method: 'PATCH', body: { active } }),
    ),
  savePlans: async (
    plans: Pick<AdminPlan, 'tier' | 'duration' | 'priceMinor' | 'currency' | 'active'>[],
  ) =>
    refresh(
      await apiData<unknown>('/api/admin/membership-plans', { method: 'PUT', body: { plans } }),
    ),
};

/** The codes of a new batch as a CSV file the browser saves (they are never shown again). */
export function downloadCodes(batch: AdminBatch, codes: string[]): void {
  const csv = ['code', ...codes].join('\r\n') + '\r\n';
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `redeem-codes-${batch.id}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
