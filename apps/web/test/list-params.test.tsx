import { LIST_RESULTS_MAX } from '@space/contracts/product-options';
import { cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, useListParams } from '../src/features/catalog/use-list-params.ts';

afterEach(cleanup);

function paramsAt(url: string) {
  const { result } = renderHook(() => useListParams(), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>,
  });
  return result.current[0];
}

describe('list parameters from the URL', () => {
  it('reads the filters, sort and page a deep link holds', () => {
    expect(paramsAt('/mKey/plugins?category=gaming&price=paid&sort=priceDesc&page=3')).toEqual({
      category: 'gaming',
      price: 'paid',
      system: undefined,
      sort: 'priceDesc',
      page: 3,
      pageSize: LIST_PAGE_SIZE,
    });
  });

  it.each(['0', '-2', '1.5', 'two', ''])('reads page=%j as the first page', (page) => {
    expect(paramsAt(`/search?q=obs&page=${page}`).page).toBe(1);
  });

  it('ignores values no list offers', () => {
    const params = paramsAt('/mKey/plugins?category=weapons&price=cheap&sort=random');
    expect(params).toMatchObject({ category: undefined, price: undefined, sort: undefined });
  });

  it('stops at the last page the server pages to (decision 010)', () => {
    const last = LIST_RESULTS_MAX / LIST_PAGE_SIZE;
    expect(paramsAt(`/search?q=icon&page=${last}`).page).toBe(last);
    expect(paramsAt(`/search?q=icon&page=${last + 1}`).page).toBe(last);
    expect(paramsAt('/search?q=icon&page=999999').page).toBe(last);
  });
});
