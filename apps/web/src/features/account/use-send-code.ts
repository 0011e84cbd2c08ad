import type { CodePurpose } from '@space/contracts/accounts';
import { ERRORS } from '@space/contracts/errors';
import { emailOrPhoneSchema } from '@space/contracts/validation';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi } from './account-api.ts';

const COOLDOWN_SECONDS = 60;

/**
 * The graphic code a send needs once the server asked for one (decision 016: after an
 * address's first few sends). Shown from then on; a fresh one after every use.
 */
function useSendCaptcha() {
  const [needed, setNeeded] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [captchaId, setCaptchaId] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = useCallback(() => {
    setCaptchaId('');
    setAnswer('');
    setRefreshKey((key) => key + 1);
  }, []);
  return {
    needed,
    refreshKey,
    answer,
    error,
    refresh,
    setCaptchaId,
    setAnswer,
    /** The fields to send along, when a code was asked for and answered. */
    fields: () => (needed && captchaId && answer.trim() ? { captchaId, captcha: answer } : {}),
    /** The server wants one (or refused the one sent): show a fresh one with its message. */
    ask(message: string) {
      setNeeded(true);
      setError(message);
      refresh();
    },
    used() {
      setError(undefined);
      if (needed) refresh();
    },
  };
}

export type SendCaptcha = ReturnType<typeof useSendCaptcha>;

/** Sends a verification code and counts down before the next one may be asked for. */
export function useSendCode(purpose: CodePurpose, tenantId: number) {
  const { t } = useTranslation();
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);
  const captcha = useSendCaptcha();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  /** Returns an error message for the target field, or null when the code went out. */
  async function send(target?: string): Promise<string | null> {
    if (target !== undefined && !emailOrPhoneSchema.safeParse(target).success)
      return 'validation.emailOrPhone';
    setSending(true);
    try {
      await accountApi.sendCode({ tenantId, purpose, target: target?.trim(), ...captcha.fields() });
      captcha.used();
      toast.success(t('messages.codeSent'));
      setCooldown(COOLDOWN_SECONDS);
      return null;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 0;
      if (
        error instanceof ApiError &&
        (code === ERRORS.CAPTCHA_REQUIRED.code || code === ERRORS.CAPTCHA_INVALID.code)
      ) {
        captcha.ask(error.message);
        return null;
      }
      const rateLimited = error instanceof ApiError && code === ERRORS.RATE_LIMITED.code;
      toast.error(rateLimited ? error.message : t('messages.sendCodeFailed'));
      return null;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, cooldown, captcha };
}

export type CodeSender = ReturnType<typeof useSendCode>;
