import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { CodeField } from './code-field.tsx';
import type { CodeSender } from './use-send-code.ts';

type ContactCodeForm = Pick<
  UseFormReturn<{ account: string; code: string }>,
  'register' | 'getValues' | 'setError' | 'formState'
>;

/** The email-or-phone input and the code sent to it (signing in by code, signing up, resetting a password). */
export function ContactCodeFields({
  form,
  sender,
  autoComplete,
}: {
  form: ContactCodeForm;
  sender: CodeSender;
  autoComplete: 'username' | 'email';
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('account.emailOrPhone')}
        autoComplete={autoComplete}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <CodeField
        sender={sender}
        registration={form.register('code')}
        error={errors.code?.message}
        target={() => form.getValues('account')}
        onTargetError={(message) => form.setError('account', { message })}
      />
    </>
  );
}
