import type { PriceFilter } from '@space/contracts/product-options';
import type { IndexQuery } from './index-query.ts';
import type { IndexedProduct } from './indexed-product.ts';
import { WORD_SIMILARITY_THRESHOLD, wordSimilarity } from './word-similarity.ts';

/** The filters of a list the index applies itself (every filter of `GET /api/products`). */
export interface IndexFilters {
  /** The viewer's brand: listed products shared by all brands or restricted to it. */
  tenantId: number;
  family?: string;
  type?: string;
  category?: string;
  price: PriceFilter;
  system?: string;
  author?: number;
}

export type IndexSort = 'relevance' | 'popular' | 'newest' | 'priceAsc' | 'priceDesc';

/** A matching product with what its place in each order depends on. */
export interface Hit {
  id: number;
  /** 0 exact name, 1 name prefix, 2 name contains the text, 3 the rest (decision 010). */
  tier: number;
  /** 1 in a name tier, 0.5 for a word match, else the typo's word similarity (float4). */
  closeness: number;
  likes: number;
  created: number;
  priceOrder: number;
}

/** The SQL orders (products.queries.ts, product-search.ts) as comparators; every one ends on id. */
export const HIT_ORDER: Record<IndexSort, (a: Hit, b: Hit) => number> = {
  relevance: (a, b) =>
    a.tier - b.tier || b.closeness - a.closeness || b.likes - a.likes || b.id - a.id,
  popular: (a, b) => b.likes - a.likes || b.id - a.id,
  newest: (a, b) => b.created - a.created || b.id - a.id,
  priceAsc: (a, b) => a.priceOrder - b.priceOrder || a.id - b.id,
  priceDesc: (a, b) => b.priceOrder - a.priceOrder || b.id - a.id,
};

/** The tier of a name (lower-cased) for the normalised text. */
export function nameTier(nameLower: string, text: string): number {
  if (nameLower === text) return 0;
  if (nameLower.startsWith(text)) return 1;
  if (nameLower.includes(text)) return 2;
  return 3;
}

/** Whether one product passes the filters (`visibleTo` and `filtersOf` in SQL). */
export function passesFilters(product: IndexedProduct, filters: IndexFilters): boolean {
  if (product.restrictedTo.length > 0 && !product.restrictedTo.includes(filters.tenantId)) {
    return false;
  }
  if (filters.family !== undefined && product.family !== filters.family) return false;
  if (filters.type !== undefined && !product.types.includes(filters.type)) return false;
  if (filters.category !== undefined && product.category !== filters.category) return false;
  if (filters.price === 'free' && product.priceOrder !== 0) return false;
  if (filters.price === 'paid' && !(product.priceOrder > 0)) return false;
  if (filters.system !== undefined && !product.systems.includes(filters.system)) return false;
  if (filters.author !== undefined && product.authorId !== filters.author) return false;
  return true;
}

/**
 * One product against a search, the slow and obvious way: for the few products changed since
 * the index was built (its overlay), and as the model the built index must agree with.
 */
export function hitOf(
  product: IndexedProduct,
  query: IndexQuery,
  filters: IndexFilters,
): Hit | null {
  if (!passesFilters(product, filters)) return null;
  const lexemes = product.lexemes;
  const wordMatch =
    query.words.length > 0 &&
    query.words.every((word) =>
      word.kind === 'prefix'
        ? lexemes.some((lexeme) => lexeme.startsWith(word.prefix))
        : word.grams.every((gram) => lexemes.includes(gram)),
    );
  let similarity = 0;
  if (!wordMatch) {
    if (!query.typo) return null;
    similarity = wordSimilarity(query.typo, product.title);
    if (similarity < WORD_SIMILARITY_THRESHOLD) return null;
  }
  const tier = nameTier(product.nameLower, query.text);
  return {
    id: product.id,
    tier,
    closeness: tier < 3 ? 1 : wordMatch ? 0.5 : similarity,
    likes: product.likes,
    created: product.created,
    priceOrder: product.priceOrder,
  };
}
