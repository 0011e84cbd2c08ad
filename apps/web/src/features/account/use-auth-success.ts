import type { AuthResult } from '@space/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { writeItem, removeItem } from '../../lib/storage.ts';
import { useTokenStore } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { takeRememberedRoute } from '../../lib/history-route.ts';
import { toast } from '../../components/toast/toast-store.ts';

/** The login form's own preference: the name to prefill next time ("remember me"); never a password. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

/** After any successful login: keep the session, greet, and return to where the user was (spec §4). */
export function useAuthSuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (result: AuthResult, options: { remember?: boolean; loginName?: string } = {}) => {
    useTokenStore.getState().setToken(result.token);
    const user = useUserStore.getState();
    user.setUserInfo(result.user);
    if (options.remember && options.loginName) {
      user.rememberLogin(options.loginName);
      writeItem(REMEMBERED_LOGIN_KEY, options.loginName);
    } else if (options.loginName !== undefined) {
      user.rememberLogin(null);
      removeItem(REMEMBERED_LOGIN_KEY);
    }
    queryClient.clear();
    toast.success(t('messages.loginSuccessful'));
    void navigate(takeRememberedRoute(), { replace: true });
  };
}
