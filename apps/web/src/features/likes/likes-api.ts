import type { LikeState } from '@space/contracts/likes';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

export function getLikeQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['products', 'like', productId],
    queryFn: ({ signal }) => apiData<LikeState>(`/api/products/${productId}/like`, { signal }),
  });
}

export const likesApi = {
  like: (productId: number) =>
    apiData<LikeState>(`/api/products/${productId}/like`, { method: 'PUT' }),
  unlike: (productId: number) =>
    apiData<LikeState>(`/api/products/${productId}/like`, { method: 'DELETE' }),
};
