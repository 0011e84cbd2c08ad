import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';

/** The verification-code input with its "Send code" button and resend countdown. */
export function CodeField({
  registration,
  error,
  onSend,
  sending,
  cooldown,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  onSend: () => void;
  sending: boolean;
  cooldown: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      trailing={
        <button
          type="button"
          onClick={onSend}
          disabled={sending || cooldown > 0}
          className="h-11 shrink-0 rounded-xl border border-border bg-surface-2 px-4 text-sm font-medium whitespace-nowrap text-primary hover:bg-surface disabled:cursor-not-allowed disabled:text-muted"
        >
          {cooldown > 0 ? t('account.resendIn', { seconds: cooldown }) : t('account.sendCode')}
        </button>
      }
      {...registration}
    />
  );
}

/** New password and its confirmation (spec §5: 8-20, letters and numbers, must match). */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  label,
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
