import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { accountApi, isWechatBindState } from '../../features/account/account-api.ts';
import { useAuthSuccess } from '../../features/account/use-auth-success.ts';
import { useFinishWechatBind } from '../../features/account/wechat-binding.tsx';
import { isPaymentReturn, PaymentReturn } from '../../features/orders/payment-return.tsx';
import { toApiError } from '../../lib/api-client.ts';

/**
 * `/callBack` (spec §2: payment or login callback). A payment provider returns here with our
 * `type=payment&orderNo=…` (features/orders/payment-return.tsx); WeChat login with `code` and
 * `state`.
 */
export function CallbackPage() {
  const [search] = useSearchParams();
  if (isPaymentReturn(search)) {
    return (
      <div className="container-page py-10">
        <PaymentReturn />
      </div>
    );
  }
  return <LoginCallback />;
}

/**
 * WeChat returns here with `code` and `state`; the server checks both and logs in, or, for a
 * state of a bind flow started on the security page, binds WeChat to the account.
 */
function LoginCallback() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const onSuccess = useAuthSuccess();
  const onBound = useFinishWechatBind();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const code = search.get('code');
  const state = search.get('state');
  const binding = state !== null && isWechatBindState(state);

  useEffect(() => {
    if (started.current || !code || !state) return;
    // The code is single use: StrictMode's second effect run must not send it again.
    started.current = true;
    const finish = binding
      ? accountApi.wechatBind({ code, state }).then((updated) => onBound(updated))
      : accountApi.wechatCallback({ code, state }).then((result) => onSuccess(result));
    finish.catch((failure: unknown) => setError(toApiError(failure).message));
  }, [code, state, binding, onSuccess, onBound]);

  if (!code || !state || error) {
    return (
      <div className="container-page py-16">
        <EmptyState
          title={error ?? t('empty.callbackMissing')}
          action={
            binding ? (
              <ButtonLink to={paths.secure}>{t('security.backToSecurity')}</ButtonLink>
            ) : (
              <ButtonLink to={paths.wxlogin}>{t('account.tryAgain')}</ButtonLink>
            )
          }
        />
      </div>
    );
  }
  return (
    <p className="container-page py-24 text-center text-muted">
      {binding ? t('security.wechatBinding') : t('account.signingIn')}
    </p>
  );
}
