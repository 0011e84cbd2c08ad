import type { CodePurpose } from '@space/contracts/accounts';
import { emailOrPhoneSchema } from '@space/contracts/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../toast/toast-store.ts';
import { accountApi } from './account-api.ts';

const COOLDOWN_SECONDS = 60;

/** Sends a verification code and counts down before the next one may be asked for. */
export function useSendCode(purpose: CodePurpose, tenantId: number) {
  const { t } = useTranslation();
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);

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
      await accountApi.sendCode({ tenantId, purpose, target: target?.trim() });
      toast.success(t('messages.codeSent'));
      setCooldown(COOLDOWN_SECONDS);
      return null;
    } catch (error) {
      const rateLimited = error instanceof ApiError && error.code === 429;
      toast.error(rateLimited ? error.message : t('messages.sendCodeFailed'));
      return null;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, cooldown };
}

export type CodeSender = ReturnType<typeof useSendCode>;
