import type { AuthorProfile } from '@space/contracts/authors';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** The author id of an `/author?id=` link, or null when it is missing or malformed. */
export function parseAuthorId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

export function getAuthorQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['authors', 'detail', id],
    queryFn: ({ signal }) => apiData<AuthorProfile>(`/api/authors/${id}`, { signal }),
  });
}
