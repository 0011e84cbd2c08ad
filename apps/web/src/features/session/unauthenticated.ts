import { loginPathFor } from '../../config/paths.ts';
import { setUnauthenticatedHandler } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useTokenStore } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { rememberRoute } from '../../lib/history-route.ts';

/**
 * Body code 401 (spec §4): remove the token, clear user info, remember the
 * current path and query, and go to the login page of the user's tenant or
 * client brand.
 */
export function installUnauthenticatedHandler(
  navigate: (to: string, replace: boolean) => void,
): void {
  setUnauthenticatedHandler(() => {
    const tenantId = useUserStore.getState().userInfo?.tenantId;
    const loginPath = loginPathFor(tenantId, useSoftwareStore.getState().client);
    useTokenStore.getState().removeToken();
    useUserStore.getState().clearUserInfo();
    const here = window.location.pathname + window.location.search;
    if (window.location.pathname === loginPath) return;
    rememberRoute(here);
    navigate(loginPath, true);
  });
}
