import type { AuthorProfile } from '@space/contracts/authors';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** users.id is a PostgreSQL integer; anything else in `?id=` cannot name an author. */
const MAX_ID = 2_147_483_647;

/** The author id of an `/author?id=` link, or null when it is missing or malformed. */
export function parseAuthorId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

export function getAuthorQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['authors', 'detail', id],
    queryFn: ({ signal }) => apiData<AuthorProfile>(`/api/authors/${id}`, { signal }),
  });
}
