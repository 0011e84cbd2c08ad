import { loginPathFor, paths } from '../config/paths.ts';
import { rememberRoute } from '../lib/history-route.ts';
import type { Guard } from '../lib/router/create-router.ts';
import { useSoftwareStore } from '../stores/software-store.ts';
import { currentToken } from '../stores/token.ts';
import { useUserStore } from '../stores/user-store.ts';
import { previousPathname } from './navigation/location-history.ts';

function loginRedirect(url: URL): string {
  rememberRoute(url.pathname + url.search);
  const tenantId = useUserStore.getState().userInfo?.tenantId;
  return loginPathFor(tenantId, useSoftwareStore.getState().client);
}

/**
 * Spec §6: payment, publish and personal need a token. The client check is a
 * convenience; the server checks every call itself.
 */
export const requireLogin: Guard = (url) => (currentToken() ? null : loginRedirect(url));

/** Spec §2: coming back to payment from the WeChat QR page goes to the owned products. */
export const paymentEntryGuard: Guard = (url, context) =>
  requireLogin(url, context) ?? (previousPathname() === paths.wxQRcode ? paths.products : null);
