import type { AuthorProfile } from '@space/contracts/authors';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

export function getAuthorQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['authors', 'detail', id],
    queryFn: ({ signal }) => apiData<AuthorProfile>(`/api/authors/${id}`, { signal }),
  });
}
