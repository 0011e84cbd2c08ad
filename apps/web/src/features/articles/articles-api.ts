import type {
  ArticleColumn,
  ArticleColumns,
  ArticleDetail,
  ArticleDraftBody,
  ArticleEditor,
  ArticleFeedQuery,
  ArticleImage,
  ArticlePage,
  ArticleSettingsBody,
  ModerationDecision,
  ModerationItem,
  ModerationPreview,
  MyArticleFilter,
  MyArticlePage,
  RelatedContent,
} from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { LikeState } from '@space/contracts/likes';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';

/** An id from a query string (`/article?id=`, `/publish?id=`), or null when malformed. */
export function parseId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

export function getFeedQueryOptions(params: Partial<ArticleFeedQuery>) {
  return queryOptions({
    queryKey: ['articles', 'feed', params],
    queryFn: ({ signal }) => apiData<ArticlePage>('/api/articles', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An author's published public articles on /author, pinned first. */
export const getAuthorArticlesQueryOptions = (author: number, page: number) =>
  getFeedQueryOptions({ author, page, pageSize: 6 });

export function getArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'detail', id],
    queryFn: ({ signal }) => apiData<ArticleDetail>(`/api/articles/${id}`, { signal }),
  });
}

export function getRelatedQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'related', id],
    queryFn: ({ signal }) => apiData<RelatedContent>(`/api/articles/${id}/related`, { signal }),
  });
}

export function getArticleLikeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'like', id],
    queryFn: ({ signal }) => apiData<LikeState>(`/api/articles/${id}/like`, { signal }),
  });
}

export function getMyArticlesQueryOptions(filter: MyArticleFilter, page: number) {
  return queryOptions({
    queryKey: ['me', 'articles', 'list', filter, page],
    queryFn: ({ signal }) =>
      apiData<MyArticlePage>('/api/users/me/articles', {
        query: { filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function getEditorQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['me', 'articles', 'editor', id],
    queryFn: ({ signal }) => apiData<ArticleEditor>(`/api/users/me/articles/${id}`, { signal }),
    // The editor owns its text once loaded: a background refetch would fight the autosave, and
    // a cached copy would be older than the last save, so each visit reads it afresh.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function getColumnsQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'article-columns'],
    queryFn: ({ signal }) => apiData<ArticleColumns>('/api/users/me/article-columns', { signal }),
  });
}

export function getReviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['moderation', 'articles', 'queue', page],
    queryFn: ({ signal }) =>
      apiData<Page<ModerationItem>>('/api/moderation/articles', {
        query: { page, pageSize: 20 },
        signal,
      }),
  });
}

export function getReviewPreviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['moderation', 'articles', 'preview', id],
    queryFn: ({ signal }) =>
      apiData<ModerationPreview>(`/api/moderation/articles/${id}`, { signal }),
  });
}

const mine = (id: number) => `/api/users/me/articles/${id}`;

export const articlesApi = {
  like: (id: number, liked: boolean) =>
    apiData<LikeState>(`/api/articles/${id}/like`, { method: liked ? 'PUT' : 'DELETE' }),
  create: (body: ArticleDraftBody) =>
    apiData<ArticleEditor>('/api/users/me/articles', { method: 'POST', body }),
  save: (id: number, body: ArticleDraftBody) =>
    apiData<ArticleEditor>(mine(id), { method: 'PATCH', body }),
  submit: (id: number) => apiData<ArticleEditor>(`${mine(id)}/submit`, { method: 'POST' }),
  revert: (id: number) => apiData<ArticleEditor>(`${mine(id)}/revert`, { method: 'POST' }),
  settings: (id: number, body: ArticleSettingsBody) =>
    apiData<ArticleEditor>(`${mine(id)}/settings`, { method: 'PATCH', body }),
  remove: (id: number) => apiData<null>(mine(id), { method: 'DELETE' }),
  uploadImage: (file: Blob, name = 'image.png') => {
    const form = new FormData();
    form.append('file', file, name);
    return apiData<ArticleImage>('/api/articles/images', { method: 'POST', body: form });
  },
  addColumn: () => apiData<ArticleColumn>('/api/users/me/article-columns', { method: 'POST' }),
  nameColumn: (id: number, name: string) =>
    apiData<ArticleColumn>(`/api/users/me/article-columns/${id}`, {
      method: 'PATCH',
      body: { name },
    }),
  removeColumn: (id: number) =>
    apiData<null>(`/api/users/me/article-columns/${id}`, { method: 'DELETE' }),
  approve: (id: number) =>
    apiData<ModerationDecision>(`/api/moderation/articles/${id}/approve`, { method: 'POST' }),
  reject: (id: number, reason: string) =>
    apiData<ModerationDecision>(`/api/moderation/articles/${id}/reject`, {
      method: 'POST',
      body: { reason },
    }),
};

/** After an author's change: their lists, the public views and the review queue. */
export function invalidateArticle(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['me', 'articles', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['articles'] });
  void queryClient.invalidateQueries({ queryKey: ['moderation', 'articles'] });
}
