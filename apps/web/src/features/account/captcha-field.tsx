import type { Captcha } from '@space/contracts/accounts';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { accountApi } from './account-api.ts';

interface Props {
  /** Changing it fetches a new graphic code (each one is single use on the server). */
  refreshKey: number;
  error?: string;
  onCaptchaId(id: string): void;
  registration: UseFormRegisterReturn;
}

/** The graphic code (spec §5: required at login), issued by the server; click the image for a new one. */
export function CaptchaField({ refreshKey, error, onCaptchaId, registration }: Props) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    accountApi
      .captcha()
      .then((next) => {
        setCaptcha(next);
        setFailed(false);
        onCaptchaId(next.captchaId);
      })
      .catch(() => setFailed(true));
  }, [onCaptchaId]);

  useEffect(refresh, [refresh, refreshKey]);

  return (
    <TextField
      label={t('account.captcha')}
      autoComplete="off"
      error={error}
      trailing={
        <button
          type="button"
          onClick={refresh}
          className="h-11 w-32 shrink-0 overflow-hidden rounded-xl border border-border bg-white"
          aria-label={t('account.newCaptcha')}
          title={t('account.newCaptcha')}
        >
          {captcha ? (
            <img
              src={captcha.image}
              alt={t('account.captchaImage')}
              className="size-full object-contain"
            />
          ) : null}
          {failed ? (
            <span className="text-xs text-danger">{t('messages.failedToLoad')}</span>
          ) : null}
        </button>
      }
      {...registration}
    />
  );
}
