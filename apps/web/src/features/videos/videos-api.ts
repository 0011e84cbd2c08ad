import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { VIDEO_TOPICS, type VideoTopic } from '@space/contracts/video-topics';
import type { VideoDetail, VideoPage, VideoProgress } from '@space/contracts/videos';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** The list's filters, as the URL of /videoTutorial holds them. */
export interface VideoFilters {
  deviceFamily: string | null;
  topic: VideoTopic | null;
}

/** `/videoPlayer?id=`'s tutorial, or null when the id is malformed. */
export function videoIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null;
}

const FAMILY_CODES: readonly string[] = DEVICE_FAMILIES.map((family) => family.code);

/** The filters in /videoTutorial's URL (`?family=&topic=`); unknown values are ignored. */
export function videoFiltersOf(search: URLSearchParams): VideoFilters {
  const family = search.get('family');
  const topic = search.get('topic');
  return {
    deviceFamily: family && FAMILY_CODES.includes(family) ? family : null,
    topic: VIDEO_TOPICS.includes(topic as VideoTopic) ? (topic as VideoTopic) : null,
  };
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
