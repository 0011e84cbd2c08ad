import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema, type RegisterBody } from '@space/contracts/accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { FormFooter } from '../../components/form/form-footer.tsx';
import { accountApi } from './account-api.ts';
import { ContactCodeFields } from './contact-code-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAuthSuccess } from './use-auth-success.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSendCode } from './use-send-code.ts';

export function RegisterForm({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const onSuccess = useAuthSuccess();
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
  const { submit, formError } = useFormSubmit(form, async (values) =>
    onSuccess(await accountApi.register(values)),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactCodeFields form={form} sender={code} autoComplete="email" />
      <TextField
        label={t('account.nickName')}
        autoComplete="nickname"
        error={errors.nickName?.message}
        {...form.register('nickName')}
      />
      <NewPasswordFields form={form} label={t('account.password')} />
      <p className="text-xs text-muted">{t('account.passwordHint')}</p>
      <FormFooter error={formError} submitting={isSubmitting}>
        {t('account.submit.register')}
      </FormFooter>
    </form>
  );
}
