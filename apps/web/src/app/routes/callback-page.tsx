import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { accountApi } from '../../features/account/account-api.ts';
import { useAuthSuccess } from '../../features/account/use-auth-success.ts';
import { toApiError } from '../../lib/api-client.ts';

/** `/callBack`: WeChat returns here with `code` and `state`; the server checks both and logs in. */
export function CallbackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const onSuccess = useAuthSuccess();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const code = search.get('code');
  const state = search.get('state');

  useEffect(() => {
    if (started.current || !code || !state) return;
    // The code is single use: StrictMode's second effect run must not send it again.
    started.current = true;
    accountApi
      .wechatCallback({ code, state })
      .then((result) => onSuccess(result))
      .catch((failure: unknown) => setError(toApiError(failure).message));
  }, [code, state, onSuccess]);

  if (!code || !state || error) {
    return (
      <div className="container-page py-16">
        <EmptyState
          title={error ?? t('empty.callbackMissing')}
          action={<ButtonLink to={paths.wxlogin}>{t('account.tryAgain')}</ButtonLink>}
        />
      </div>
    );
  }
  return <p className="container-page py-24 text-center text-muted">{t('account.signingIn')}</p>;
}
