import type { ChangeEvent, ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { CaptchaField } from './captcha-field.tsx';
import type { CodeSender } from './use-send-code.ts';

/**
 * The verification-code input with its "Send code" button and resend countdown.
 * `target` reads the address the user typed, checked before sending (`onTargetError` puts the
 * problem under that input); without it the server sends to the account's own contact.
 * The sender comes from the form (`useSendCode`) so the countdown outlives this input, which
 * the change-password form unmounts when the user picks the old-password method.
 * Once the server asks for a graphic code before sending, its field shows above this one.
 */
export function CodeField({
  sender,
  registration,
  error,
  target,
  onTargetError,
}: {
  sender: CodeSender;
  /** react-hook-form's `register(...)`, or a controlled input's props. */
  registration: UseFormRegisterReturn | ComponentProps<'input'>;
  error?: string;
  target?: () => string;
  onTargetError?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { sending, cooldown, captcha } = sender;
  const send = async () => {
    const problem = await sender.send(target?.());
    if (problem) onTargetError?.(problem);
  };
  return (
    <>
      {captcha.needed ? (
        <CaptchaField
          refreshKey={captcha.refreshKey}
          onRefresh={captcha.refresh}
          error={captcha.error}
          onCaptchaId={captcha.setCaptchaId}
          onAnswer={captcha.setAnswer}
          registration={{
            value: captcha.answer,
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              captcha.setAnswer(event.target.value),
          }}
        />
      ) : null}
      <TextField
        label={t('account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        trailing={
          <button
            type="button"
            onClick={() => void send()}
            disabled={sending || cooldown > 0}
            className="h-11 shrink-0 rounded-xl border border-border bg-surface-2 px-4 text-sm font-medium whitespace-nowrap text-primary hover:bg-surface disabled:cursor-not-allowed disabled:text-muted"
          >
            {cooldown > 0 ? t('account.resendIn', { seconds: cooldown }) : t('account.sendCode')}
          </button>
        }
        {...registration}
      />
    </>
  );
}
