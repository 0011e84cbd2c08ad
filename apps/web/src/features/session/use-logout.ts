import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router/router.tsx';
import { loginPathFor } from '../../config/paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useTokenStore } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';

/** Ends the session on the server, then forgets it here whatever the server said. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async ({ skipServer = false }: { skipServer?: boolean } = {}) => {
    try {
      if (!skipServer) await apiRequest('/api/auth/logout', { method: 'POST' });
    } finally {
      // Back to the login page of the user's own brand, read before the user info is cleared.
      const loginPath = loginPathFor(
        useUserStore.getState().userInfo?.tenantId,
        useSoftwareStore.getState().client,
      );
      useTokenStore.getState().removeToken();
      useUserStore.getState().clearUserInfo();
      queryClient.clear();
      void navigate(loginPath);
    }
  };
}
