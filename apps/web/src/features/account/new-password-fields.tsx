import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';

/** What is used of any form that has these two fields. */
type NewPasswordForm = Pick<
  UseFormReturn<{ password: string; confirmPassword: string }>,
  'register' | 'formState'
>;

/** New password and its confirmation (spec §5: 8-20, letters and numbers, must match). */
export function NewPasswordFields({ form, label }: { form: NewPasswordForm; label?: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={label ?? t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </>
  );
}
