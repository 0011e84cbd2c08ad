import type { Page } from '@playwright/test';

/** Puts a token (and optionally user info) into storage before the app starts, as a logged-in browser has. */
export async function storeToken(page: Page, token: string, tenantId?: number): Promise<void> {
  await page.addInitScript(
    ({ token, tenantId }) => {
      if (sessionStorage.getItem('e2e-token-set')) return;
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('tokenData', JSON.stringify({ tokenValue: token }));
      if (tenantId) {
        localStorage.setItem(
          'userState',
          JSON.stringify({
            state: {
              userInfo: { tenantId, nickName: 'E2E' },
              productIds: [],
              remember: false,
              loginName: '',
            },
            version: 1,
          }),
        );
      }
    },
    { token, tenantId },
  );
}

/** Sets the language before the app starts. */
export async function useLanguage(page: Page, lang: 'en' | 'zh' | 'ko'): Promise<void> {
  await page.addInitScript((lang) => {
    const stored = JSON.parse(localStorage.getItem('mainStore') ?? '{"state":{},"version":1}');
    stored.state.lang = lang;
    localStorage.setItem('mainStore', JSON.stringify(stored));
  }, lang);
}

/** An in-app navigation without a link, as the router sees a history move. */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(window.history.state, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
