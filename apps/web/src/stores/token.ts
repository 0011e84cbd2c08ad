import { STORAGE_KEYS } from '@space/contracts/storage';
import { create } from 'zustand';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { readJson, removeItem, writeJson } from '../lib/storage.ts';

interface TokenData {
  tokenValue: string;
}

function readToken(): string | null {
  const data = readJson<TokenData>(STORAGE_KEYS.token);
  return typeof data?.tokenValue === 'string' && data.tokenValue ? data.tokenValue : null;
}

interface TokenState {
  token: string | null;
  setToken(token: string): void;
  removeToken(): void;
}

/** The session token, stored under `tokenData` as `{tokenValue}` (spec §3, §9). */
export const useTokenStore = create<TokenState>()(
  currentSnapshot((set) => ({
    token: readToken(),
    setToken(token) {
      writeJson(STORAGE_KEYS.token, { tokenValue: token } satisfies TokenData);
      set({ token });
    },
    removeToken() {
      removeItem(STORAGE_KEYS.token);
      set({ token: null });
    },
  })),
);

/** Login state is true exactly when a token is stored (spec §4). */
export const useIsLoggedIn = () => useTokenStore((state) => state.token !== null);

export function currentToken(): string | null {
  return useTokenStore.getState().token;
}

// Another tab logging in or out changes this tab's login state too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) {
      useTokenStore.setState({ token: readToken() });
    }
  });
}
