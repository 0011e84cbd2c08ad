import type { ReviewDetail, ReviewQueueItem } from '@space/contracts/upload-records';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/** The moderators' queue of upload records (decision 028). */
const KEY = ['moderation', 'uploads'] as const;

export function getReviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...KEY, 'queue', page],
    queryFn: ({ signal }) =>
      apiData<Page<ReviewQueueItem>>('/api/moderation/uploads', {
        query: { page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function getReviewDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => apiData<ReviewDetail>(`/api/moderation/uploads/${id}`, { signal }),
  });
}

function remember(detail: ReviewDetail): ReviewDetail {
  queryClient.setQueryData(getReviewDetailQueryOptions(detail.record.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: [...KEY, 'queue'] });
  return detail;
}

export const reviewApi = {
  approve: async (id: number) =>
    remember(
      await apiData<ReviewDetail>(`/api/moderation/uploads/${id}/approve`, { method: 'POST' }),
    ),
  reject: async (id: number, reason: string) =>
    remember(
      await apiData<ReviewDetail>(`/api/moderation/uploads/${id}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    ),
};
