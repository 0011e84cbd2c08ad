import type { UserInfo } from '@space/contracts/accounts';
import type { UploadRecord } from '@space/contracts/upload-records';
import type { UploadState } from '@space/contracts/upload-states';
import type { UploadDraft } from '@space/contracts/uploads';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Upload records of /contentUpload (decision 028): the caller's own, and their actions. */
export const UPLOADS_KEY = ['uploads'] as const;
export const RECORDS_PAGE_SIZE = 10;

export function getUploadRecordsQueryOptions(state: UploadState | undefined, page: number) {
  return queryOptions({
    queryKey: [...UPLOADS_KEY, 'list', state ?? 'all', page],
    queryFn: ({ signal }) =>
      apiData<Page<UploadRecord>>('/api/uploads', {
        query: { state, page, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function getUploadRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...UPLOADS_KEY, 'record', id],
    queryFn: ({ signal }) => apiData<UploadRecord>(`/api/uploads/${id}`, { signal }),
  });
}

/** Puts a record the server answered into the cache, and marks the lists stale. */
export function rememberRecord(record: UploadRecord): UploadRecord {
  queryClient.setQueryData(getUploadRecordQueryOptions(record.id).queryKey, record);
  void queryClient.invalidateQueries({ queryKey: [...UPLOADS_KEY, 'list'] });
  return record;
}

function imageBody(blob: Blob, name: string): FormData {
  const body = new FormData();
  body.append('file', blob, name);
  return body;
}

export type RecordAction = 'submit' | 'revoke' | 'reupload' | 'delist';

export const uploadsApi = {
  becomeCreator: () => apiData<UserInfo>('/api/users/me/creator', { method: 'POST' }),
  create: (productId?: number) =>
    apiData<UploadRecord>('/api/uploads', { method: 'POST', body: productId ? { productId } : {} }),
  save: (id: number, draft: UploadDraft) =>
    apiData<UploadRecord>(`/api/uploads/${id}`, { method: 'PATCH', body: draft }),
  remove: (id: number) => apiData<{ id: number }>(`/api/uploads/${id}`, { method: 'DELETE' }),
  act: (id: number, action: RecordAction) =>
    apiData<UploadRecord>(`/api/uploads/${id}/${action}`, { method: 'POST' }),
  addImage: (id: number, blob: Blob) =>
    apiData<UploadRecord>(`/api/uploads/${id}/images`, {
      method: 'POST',
      body: imageBody(blob, 'image.png'),
    }),
  removeImage: (id: number, position: number) =>
    apiData<UploadRecord>(`/api/uploads/${id}/images/${position}`, { method: 'DELETE' }),
  setAvatar: (id: number, blob: Blob) =>
    apiData<UploadRecord>(`/api/uploads/${id}/avatar`, {
      method: 'POST',
      body: imageBody(blob, 'avatar.png'),
    }),
};
