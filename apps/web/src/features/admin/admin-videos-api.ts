import type {
  AdminVideo,
  AdminVideoCreateMeta,
  AdminVideoList,
  AdminVideoUpdateBody,
} from '@space/contracts/admin-videos';
import { VIDEO_UPLOAD_META_FIELD } from '@space/contracts/admin-videos';
import type { Envelope } from '@space/contracts/envelope';
import { SUCCESS_CODE } from '@space/contracts/errors';
import { queryOptions } from '@tanstack/react-query';
import {
  API_BASE,
  apiData,
  ApiError,
  envelopeError,
  sessionHeaders,
} from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Video tutorials in the admin console (decision 042): super admins only. */
const KEY = ['admin', 'videos'] as const;

export const adminVideoQueries = {
  list: () =>
    queryOptions({
      queryKey: KEY,
      queryFn: ({ signal }) => apiData<AdminVideoList>('/api/admin/videos', { signal }),
    }),
};

/** After a write: the list, and every console list that shows the audit log. */
function refresh<T>(value: T): T {
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  return value;
}

export const adminVideoApi = {
  update: async (id: number, body: AdminVideoUpdateBody) =>
    refresh(await apiData<AdminVideo>(`/api/admin/videos/${id}`, { method: 'PATCH', body })),
  reorder: async (ids: number[]) =>
    refresh(
      await apiData<AdminVideoList>('/api/admin/videos/order', { method: 'PUT', body: { ids } }),
    ),
  remove: async (id: number) =>
    refresh(await apiData<null>(`/api/admin/videos/${id}`, { method: 'DELETE' })),
  upload: async (
    meta: AdminVideoCreateMeta,
    file: File,
    onProgress: (sent: number, total: number) => void,
  ) => refresh(await uploadTutorial(meta, file, onProgress)),
};

/** The list with one tutorial moved one place up (-1) or down (+1), as ids. */
export function movedIds(list: readonly { id: number }[], index: number, step: -1 | 1): number[] {
  const ids = list.map((video) => video.id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

/**
 * POST /api/admin/videos through XMLHttpRequest: fetch cannot report how much of a body has
 * been sent, and a video is large enough for that to matter. `meta` goes first: the server
 * reads it before the file's bytes.
 */
function uploadTutorial(
  meta: AdminVideoCreateMeta,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<AdminVideo> {
  const form = new FormData();
  form.append(VIDEO_UPLOAD_META_FIELD, JSON.stringify(meta));
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/api/admin/videos`);
    for (const [name, value] of Object.entries(sessionHeaders('application/json'))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.onload = () => {
      let body: Envelope<AdminVideo> | null;
      try {
        body = JSON.parse(request.responseText) as Envelope<AdminVideo>;
      } catch {
        body = null;
      }
      if (body && body.code === SUCCESS_CODE) resolve(body.data);
      else
        reject(
          envelopeError(body ?? { code: request.status, msg: request.statusText, data: null }),
        );
    };
    request.send(form);
  });
}
