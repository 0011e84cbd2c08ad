import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readItem, writeItem } from '../src/lib/storage.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { useUiStore } from '../src/stores/ui-store.ts';
import { useUserStore, type UserInfo } from '../src/stores/user-store.ts';

const user: UserInfo = {
  id: 7,
  tenantId: 10000002,
  username: 'ada',
  nickName: 'Ada',
  email: 'ada@example.com',
  mobile: null,
  avatar: null,
  sex: 'female',
  birthday: null,
  note: '',
  status: 'active',
  createTime: '2026-01-01T00:00:00Z',
  loginTime: null,
  superType: null,
  isCreator: false,
  accountKind: 'primary',
  hasPassword: true,
  membership: null,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('stores (spec §3, §9)', () => {
  it('uiStore defaults both flags to true and persists under its name', () => {
    expect(useUiStore.getState()).toMatchObject({ showSearchInput: true, showCartImg: true });
    useUiStore.getState().setCartImgShown(false);
    expect(JSON.parse(localStorage.getItem('uiStore')!).state).toMatchObject({
      showCartImg: false,
    });
    useUiStore.getState().setCartImgShown(true);
  });

  it('mainStore persists lang and themeColor and writes themePreference', () => {
    useMainStore.getState().setLang('ko');
    useMainStore.getState().setTheme('dark');
    expect(JSON.parse(localStorage.getItem('mainStore')!).state).toEqual({
      lang: 'ko',
      themeColor: 'dark',
    });
    expect(localStorage.getItem('themePreference')).toBe('dark');
  });

  it('the token lives under tokenData as {tokenValue}; login state follows it', () => {
    useTokenStore.getState().setToken('abc');
    expect(JSON.parse(localStorage.getItem('tokenData')!)).toEqual({ tokenValue: 'abc' });
    expect(useTokenStore.getState().token).toBe('abc');
    useTokenStore.getState().removeToken();
    expect(localStorage.getItem('tokenData')).toBeNull();
    expect(useTokenStore.getState().token).toBeNull();
  });

  it('clearing user info resets every field and the product list', () => {
    const store = useUserStore.getState();
    store.setUserInfo(user);
    store.setProductIds([1, 2, 3]);
    store.rememberLogin('ada@example.com');
    useUserStore.getState().clearUserInfo();
    expect(useUserStore.getState()).toMatchObject({
      userInfo: null,
      productIds: [],
      remember: false,
      loginName: '',
    });
  });

  it('storage survives quota and privacy-mode errors', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeItem('k', 'v')).not.toThrow();
    expect(readItem('k')).toBe('v');
    expect(() => useTokenStore.getState().setToken('t')).not.toThrow();
    expect(useTokenStore.getState().token).toBe('t');
  });
});
