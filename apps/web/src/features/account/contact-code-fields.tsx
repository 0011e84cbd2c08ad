import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { CodeField } from './code-field.tsx';
import type { CodeSender } from './use-send-code.ts';

/**
 * The part of a form with these two fields that is used here: a whole `UseFormReturn` (its
 * `getValues` above all) would only accept forms of exactly this type.
 */
type ContactCodeForm = Pick<
  UseFormReturn<{ account: string; code: string }>,
  'register' | 'setError' | 'formState'
> & { getValues(name: 'account'): string };

/** The email-or-phone input and the code sent to it (code login, sign-up, password reset). */
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
