import { CATEGORIES, SUPPORTED_SYSTEMS } from '@space/contracts/catalog';
import {
  LIST_RESULTS_MAX,
  MIN_RATING_VALUES,
  PRICE_FILTERS,
  PRODUCT_SORTS,
} from '@space/contracts/product-options';
import { useSearchParams } from '../../lib/router/router.tsx';
import type { ProductListParams } from './catalog-api.ts';

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Products per page of every list and search. */
export const LIST_PAGE_SIZE = 20;

/** The server pages through the first LIST_RESULTS_MAX results only (decision 010). */
const LAST_PAGE = Math.ceil(LIST_RESULTS_MAX / LIST_PAGE_SIZE);

/** The minimum rating a URL asks for, when it is one the server offers (decision 065). */
export function minRatingOf(value: string | null): number | undefined {
  const stars = Number(value);
  return (MIN_RATING_VALUES as readonly number[]).includes(stars) ? stars : undefined;
}

/** The list's filters, sort and page in a URL's query (a route's prefetch reads them too). */
export function listParamsOf(search: URLSearchParams): ProductListParams {
  const page = Number(search.get('page'));
  return {
    category: oneOf(CATEGORIES, search.get('category')),
    price: oneOf(PRICE_FILTERS, search.get('price')),
    system: oneOf(SUPPORTED_SYSTEMS, search.get('system')),
    minRating: minRatingOf(search.get('minRating')),
    sort: oneOf(PRODUCT_SORTS, search.get('sort')),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, LAST_PAGE) : 1,
    pageSize: LIST_PAGE_SIZE,
  };
}

/**
 * List filters, sort and page read from and written to the URL, so a deep link restores the
 * view; the page, at most the last one the server pages to.
 */
export function useListParams(): [
  ProductListParams,
  (name: string, value: string | number) => void,
] {
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const update = (name: string, value: string | number) => {
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === '' || value === 1 || (name === 'price' && value === 'all')) next.delete(name);
      else next.set(name, String(value));
      // A changed filter starts again on page one.
      if (name !== 'page') next.delete('page');
      return next;
    });
  };
  return [params, update];
}
