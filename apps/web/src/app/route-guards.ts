import { replace, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor, paths } from '../config/paths.ts';
import { rememberRoute } from '../features/session/history-route.ts';
import { useSoftwareStore } from '../stores/software-store.ts';
import { currentToken } from '../stores/token.ts';
import { useUserStore } from '../stores/user-store.ts';
import { previousPathname } from './navigation/location-history.ts';

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  rememberRoute(url.pathname + url.search);
  const tenantId = useUserStore.getState().userInfo?.tenantId;
  return replace(loginPathFor(tenantId, useSoftwareStore.getState().client));
}

/**
 * Spec §6: payment, publish and personal need a token. The client check is a
 * convenience; the server checks every call itself.
 */
export function requireLogin({ request }: LoaderFunctionArgs): Response | null {
  return currentToken() ? null : loginRedirect(request);
}

/** Spec §2: coming back to payment from the WeChat QR page goes to the owned products. */
export function paymentEntryGuard(args: LoaderFunctionArgs): Response | null {
  const needsLogin = requireLogin(args);
  if (needsLogin) return needsLogin;
  return previousPathname() === paths.wxQRcode ? replace(paths.products) : null;
}
