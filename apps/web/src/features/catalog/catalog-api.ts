import type { CatalogMeta } from '@space/contracts/catalog-api';
import type { Home } from '@space/contracts/home';
import type { ProductDetail, ProductListQuery, ProductPage } from '@space/contracts/products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

export type ProductListParams = Partial<ProductListQuery>;

export function getProductsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => apiData<ProductPage>('/api/products', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => apiData<ProductDetail>(`/api/products/${id}`, { signal }),
  });
}

export function getCatalogMetaQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'meta'],
    queryFn: ({ signal }) => apiData<CatalogMeta>('/api/catalog/meta', { signal }),
    staleTime: Infinity,
  });
}

/** Everything /home shows: the featured carousel and its shelves, no product twice. */
export function getHomeQueryOptions() {
  return queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => apiData<Home>('/api/home', { signal }),
  });
}
