import type { Locale } from '@space/contracts/locales';
import type { VideoDetail, VideoPage, VideoProgress, VideoTopic } from '@space/contracts/videos';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** The list's filters, as the URL of /videoTutorial holds them. */
export interface VideoFilters {
  deviceFamily: string | null;
  topic: VideoTopic | null;
}

/** Every tutorial fits one page: the seed has a handful, the grid groups them by family. */
const LIST_PAGE_SIZE = 100;

/*
 * `lang` names the language of titles and descriptions: the `lang` header says only zh-CN or
 * en-US (spec §7), so Korean would otherwise get English.
 */
export function getVideoListQueryOptions(filters: VideoFilters, lang: Locale) {
  return queryOptions({
    queryKey: ['videos', 'list', filters, lang],
    queryFn: ({ signal }) =>
      apiData<VideoPage>('/api/videos', {
        query: { ...filters, lang, pageSize: LIST_PAGE_SIZE },
        signal,
      }),
  });
}

export function getVideoQueryOptions(id: number, lang: Locale) {
  return queryOptions({
    queryKey: ['videos', 'detail', id, lang],
    queryFn: ({ signal }) => apiData<VideoDetail>(`/api/videos/${id}`, { query: { lang }, signal }),
  });
}

/** The signed-in viewer's position; read fresh each time the player opens. */
export function getVideoProgressQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['videos', 'progress', id],
    queryFn: ({ signal }) => apiData<VideoProgress>(`/api/videos/${id}/progress`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export const videosApi = {
  saveProgress: (id: number, positionSeconds: number) =>
    apiData<VideoProgress>(`/api/videos/${id}/progress`, {
      method: 'PUT',
      body: { positionSeconds },
    }),
};
