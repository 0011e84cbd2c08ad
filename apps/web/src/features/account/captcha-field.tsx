import type { Captcha } from '@space/contracts/accounts';
import { useEffect, useState, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { accountApi } from './account-api.ts';

interface Props {
  /** Changing it fetches a new graphic code (each one is single use on the server). */
  refreshKey: number;
  onRefresh(): void;
  error?: string;
  onCaptchaId(id: string): void;
  /** react-hook-form's `register(...)`, or a controlled input's props. */
  registration: UseFormRegisterReturn | ComponentProps<'input'>;
}

/**
 * The graphic code (spec §5: required at login; before sending a code once the server asks),
 * issued by the server; click the image for a new one.
 */
export function CaptchaField({ refreshKey, onRefresh, error, onCaptchaId, registration }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ key: number; captcha: Captcha } | null>(null);
  const [failedKey, setFailedKey] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    accountApi
      .captcha()
      .then((captcha) => {
        if (!active) return;
        setLoaded({ key: refreshKey, captcha });
        onCaptchaId(captcha.captchaId);
      })
      .catch(() => active && setFailedKey(refreshKey));
    return () => {
      active = false;
    };
  }, [refreshKey, onCaptchaId]);

  // A used code is dead on the server: only the one issued for the current key is shown.
  const captcha = loaded?.key === refreshKey ? loaded.captcha : null;
  return (
    <TextField
      label={t('account.captcha')}
      autoComplete="off"
      error={error}
      trailing={
        <button
          type="button"
          onClick={onRefresh}
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
          {failedKey === refreshKey ? (
            <span className="text-xs text-danger">{t('messages.failedToLoad')}</span>
          ) : null}
        </button>
      }
      {...registration}
    />
  );
}
