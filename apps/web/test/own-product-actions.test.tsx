import type { UserInfo } from '@space/contracts/accounts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseActions } from '../src/features/orders/purchase-actions.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { renderAt, serveApi } from './support/fake-api.tsx';

/** Issue 32, item 7: a creator is not offered their own product to buy. */
const CREATOR = 41;

function serveEmptyCart() {
  serveApi({
    'GET /api/cart': { data: { tier: 'general', items: [], count: 0, totals: [] } },
    'GET /api/users/me/products': { data: { list: [], total: 0, page: 1, pageSize: 100 } },
  });
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useTokenStore.getState().setToken('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUserStore.getState().clearUserInfo();
});

describe('the product page’s actions', () => {
  it('show the creator their own product with a way to edit it, and no Add to cart', async () => {
    useUserStore.getState().setUserInfo({ id: CREATOR, tenantId: 10000000 } as UserInfo);
    serveEmptyCart();
    renderAt('/product?id=7', [
      ['/product', <PurchaseActions productId={7} authorId={CREATOR} free={false} />],
    ]);
    expect(await screen.findByText(en.product.yourProduct)).toBeTruthy();
    const edit = screen.getByRole('link', { name: en.product.editYourProduct });
    expect(edit.getAttribute('href')).toBe('/contentUpload?tab=records');
    expect(screen.queryByRole('button', { name: en.product.addToCart })).toBeNull();
  });

  it('offer Add to cart to anyone else', async () => {
    useUserStore.getState().setUserInfo({ id: CREATOR + 1, tenantId: 10000000 } as UserInfo);
    serveEmptyCart();
    renderAt('/product?id=7', [
      ['/product', <PurchaseActions productId={7} authorId={CREATOR} free={false} />],
    ]);
    expect(await screen.findByRole('button', { name: en.product.addToCart })).toBeTruthy();
    expect(screen.queryByText(en.product.yourProduct)).toBeNull();
  });
});
