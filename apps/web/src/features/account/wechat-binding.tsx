import type { UserInfo } from '@space/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { FormError } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi, getMeQueryOptions, getWechatBindingQueryOptions } from './account-api.ts';

/**
 * The only refusal of an unbind is "WeChat is your only way in" (409). The server words it in
 * en and zh; Korean clients send `en-US` (spec §7), so the text comes from our locales.
 */
function unbindFailure(error: unknown, t: (key: 'security.wechatOnlyWayIn') => string): string {
  const failure = toApiError(error);
  return failure.code === 409 ? t('security.wechatOnlyWayIn') : failure.message;
}

/** Shows whether WeChat is bound; binds it (through WeChat and `/callBack`) or unbinds it. */
export function WechatBinding() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queryClient = useQueryClient();
  const binding = useQuery(getWechatBindingQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The button that opened the confirmation is gone: move focus to the question's answer.
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const unbind = useMutation({
    mutationFn: accountApi.wechatUnbind,
    onMutate: () => setError(null),
    onSuccess: (data) => {
      queryClient.setQueryData(getWechatBindingQueryOptions().queryKey, data);
      setConfirming(false);
      toast.success(t('security.wechatUnbound'));
    },
    onError: (failure) => {
      setConfirming(false);
      setError(unbindFailure(failure, t));
    },
  });
  // WeChat's page returns to /callBack, which finishes the bind (useFinishWechatBind).
  const bind = useMutation({
    mutationFn: accountApi.wechatBindAuthorize,
    onMutate: () => setError(null),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (failure) => setError(toApiError(failure).message),
  });

  if (binding.isPending) return <div className="h-16 animate-pulse rounded-xl bg-surface-2" />;
  if (binding.isError) return <LoadFailed onRetry={() => void binding.refetch()} />;
  const { bound, boundAt } = binding.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ${
            bound ? 'bg-success/10 text-success' : 'bg-surface-2 text-muted'
          }`}
        >
          {bound ? t('security.wechatBound') : t('security.wechatNotBound')}
        </span>
        <p className="min-w-0 flex-1 text-sm break-keep text-muted">
          {bound && boundAt
            ? t('security.wechatBoundSince', { date: formatDate(boundAt, lang) })
            : t('security.wechatNotBoundText')}
        </p>
      </div>
      <FormError message={error} />
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4">
          <p className="text-sm">{t('security.wechatConfirmUnbind')}</p>
          <div className="flex flex-wrap gap-3">
            <Button ref={confirmButton} disabled={unbind.isPending} onClick={() => unbind.mutate()}>
              {t('security.wechatConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          {bound ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('security.wechatUnbind')}
            </Button>
          ) : (
            <Button disabled={bind.isPending || bind.isSuccess} onClick={() => bind.mutate()}>
              {t('security.wechatBind')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** On `/callBack` with a bind state: attach the WeChat, then back to the security page. */
export function useFinishWechatBind() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (updated: UserInfo) => {
    useUserStore.getState().setUserInfo(updated);
    queryClient.setQueryData(getMeQueryOptions().queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: getWechatBindingQueryOptions().queryKey });
    toast.success(t('security.wechatBoundToast'));
    void navigate(paths.secure, { replace: true });
  };
}
