import { describe, expect, it } from 'vitest';
import { effectiveSort, PRODUCT_SORTS } from '../src/product-options.ts';
import { productListQuerySchema, suggestionsQuerySchema } from '../src/products.ts';

describe('effectiveSort', () => {
  it.each([
    [undefined, undefined, 'newest'],
    [undefined, '', 'newest'],
    [undefined, '   ', 'newest'],
    [undefined, 'obs', 'relevance'],
    ['relevance', undefined, 'newest'],
    ['relevance', 'obs', 'relevance'],
    ['popular', 'obs', 'popular'],
    ['priceAsc', undefined, 'priceAsc'],
  ] as const)('sort %s with q %j orders by %s', (sort, q, expected) => {
    expect(effectiveSort(sort, q)).toBe(expected);
  });

  it('offers relevance as a sort', () => {
    expect(PRODUCT_SORTS).toContain('relevance');
  });
});

describe('search query schemas', () => {
  it('leaves the list sort absent, so the server can choose relevance for a search', () => {
    expect(productListQuerySchema.parse({ q: 'obs' }).sort).toBeUndefined();
    expect(productListQuerySchema.parse({ q: '  obs  ' }).q).toBe('obs');
  });

  it('requires q for suggestions and limits its length after trimming', () => {
    expect(suggestionsQuerySchema.safeParse({}).success).toBe(false);
    expect(suggestionsQuerySchema.parse({ q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100);
    expect(suggestionsQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
