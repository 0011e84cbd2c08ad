import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema, type RegisterBody } from '@space/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { accountApi } from './account-api.ts';
import { SendCodeButton } from './send-code-button.tsx';
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
      <TextField
        label={t('account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        trailing={
          <SendCodeButton
            onClick={() => void sendCode()}
            sending={code.sending}
            cooldown={code.cooldown}
          />
        }
        {...form.register('code')}
      />
      <TextField
        label={t('account.nickName')}
        autoComplete="nickname"
        error={errors.nickName?.message}
        {...form.register('nickName')}
      />
      <TextField
        label={t('account.password')}
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
      <p className="text-xs text-muted">{t('account.passwordHint')}</p>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.submit.register')}
      </Button>
    </form>
  );
}
