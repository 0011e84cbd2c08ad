import { useSearchParams } from '../../lib/router/router.tsx';
import { parseAuthorId } from '../../config/paths.ts';

/** A social page's page number and named choice (a tab or a sort) from its URL. */
export function socialParamsOf<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
): { page: number; choice: T } {
  const rawPage = Number(search.get('page'));
  const raw = search.get(name);
  return {
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
    choice: allowed.includes(raw as T) ? (raw as T) : allowed[0]!,
  };
}

/**
 * The URL state of the social pages: `?page=`, one named choice (a tab or a sort) and, on the
 * fan and follow lists, `?userId=` (another user's lists; malformed ids read as null).
 */
export function useSocialParams<T extends string>(
  name: string,
  allowed: readonly T[],
): {
  page: number;
  choice: T;
  userId: number | null;
  hasUserParam: boolean;
  setPage: (page: number) => void;
  setChoice: (choice: T) => void;
} {
  const [search, setSearch] = useSearchParams();
  const { page, choice } = socialParamsOf(search, name, allowed);
  const set = (key: string, value: string | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(key);
      else next.set(key, value);
      if (key !== 'page') next.delete('page');
      return next;
    });
  return {
    page,
    choice,
    userId: parseAuthorId(search.get('userId')),
    hasUserParam: search.has('userId'),
    setPage: (page) => set('page', page > 1 ? String(page) : null),
    setChoice: (value) => set(name, value === allowed[0] ? null : value),
  };
}
