import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@space/contracts/accounts';
import type { PartnerBrand } from '@space/contracts/tenants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { accountPath } from '../../config/paths.ts';
import { toast } from '../toast/toast-store.ts';
import { accountApi } from './account-api.ts';
import { CodeField, NewPasswordFields } from './code-field.tsx';
import { applyServerErrors } from './server-errors.ts';
import { useSendCode } from './use-send-code.ts';

export function ResetPasswordForm({
  tenantId,
  brand,
}: {
  tenantId: number;
  brand: PartnerBrand | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { tenantId, account: '', code: '', password: '', confirmPassword: '' },
  });
  const code = useSendCode('reset', tenantId);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await accountApi.resetPassword(values);
      toast.success(t('account.passwordReset'));
      void navigate(accountPath('login', brand));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError));
    }
  });

  const sendCode = async () => {
    const problem = await code.send(form.getValues('account'));
    if (problem) form.setError('account', { message: problem });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('account.emailOrPhone')}
        autoComplete="username"
        error={errors.account?.message}
        {...form.register('account')}
      />
      <CodeField
        registration={form.register('code')}
        error={errors.code?.message}
        onSend={() => void sendCode()}
        sending={code.sending}
        cooldown={code.cooldown}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmation={form.register('confirmPassword')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.confirmPassword?.message,
        }}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.submit.reset')}
      </Button>
    </form>
  );
}
