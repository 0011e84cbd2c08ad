import type {
  CheckoutBody,
  DownloadLink,
  Order,
  OrderState,
  OwnedProduct,
} from '@space/contracts/commerce';
import { ORDER_NO_PATTERN } from '@space/contracts/order-numbers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';

export const ORDERS_PAGE_SIZE = 20;

/** Whether a query parameter can name an order at all (the server checks the rest). */
export function isOrderNo(value: string | null | undefined): value is string {
  return typeof value === 'string' && ORDER_NO_PATTERN.test(value);
}

const orderPath = (orderNo: string) => `/api/orders/${encodeURIComponent(orderNo)}`;

export const ordersApi = {
  checkout: (body: CheckoutBody) => apiData<Order>('/api/orders', { method: 'POST', body }),
  get: (orderNo: string, signal?: AbortSignal) => apiData<Order>(orderPath(orderNo), { signal }),
  cancel: (orderNo: string) => apiData<Order>(`${orderPath(orderNo)}/cancel`, { method: 'POST' }),
  complete: (orderNo: string, params: Record<string, string>) =>
    apiData<Order>(`${orderPath(orderNo)}/complete`, { method: 'POST', body: { params } }),
  download: (productId: number) =>
    apiData<DownloadLink>(`/api/products/${productId}/download`, { method: 'POST' }),
};

export const orderQueryKey = (orderNo: string) => ['me', 'orders', 'detail', orderNo] as const;

export function getOrderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderNo),
    queryFn: ({ signal }) => ordersApi.get(orderNo, signal),
  });
}

export function getOrdersQueryOptions(page: number, state: OrderState | undefined) {
  return queryOptions({
    queryKey: ['me', 'orders', 'list', page, state ?? 'all'],
    queryFn: ({ signal }) =>
      apiData<Page<Order>>('/api/orders', {
        query: { page, pageSize: ORDERS_PAGE_SIZE, state },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function getOwnedProductsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['me', 'owned', page],
    queryFn: ({ signal }) =>
      apiData<Page<OwnedProduct>>('/api/users/me/products', {
        query: { page, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
