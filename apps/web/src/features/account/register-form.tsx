import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema, type RegisterBody } from '@space/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { accountApi } from './account-api.ts';
import { CodeField, NewPasswordFields } from './code-field.tsx';
import { applyServerErrors } from './server-errors.ts';
import { useAuthSuccess } from './use-auth-success.ts';
import { useSendCode } from './use-send-code.ts';

export function RegisterForm({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const onSuccess = useAuthSuccess();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      tenantId,
      account: '',
      code: '',
      nickName: '',
      password: '',
      confirmPassword: '',
    },
  });
  const code = useSendCode('register', tenantId);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await accountApi.register(values));
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
        autoComplete="email"
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
      <TextField
        label={t('account.nickName')}
        autoComplete="nickname"
        error={errors.nickName?.message}
        {...form.register('nickName')}
      />
      <NewPasswordFields
        label={t('account.password')}
        password={form.register('password')}
        confirmation={form.register('confirmPassword')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.confirmPassword?.message,
        }}
      />
      <p className="text-xs text-muted">{t('account.passwordHint')}</p>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.submit.register')}
      </Button>
    </form>
  );
}
