import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema, type ChangePasswordBody } from '@space/contracts/accounts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { RadioOption, TextField } from '../../components/form/fields.tsx';
import { FormFooter } from '../../components/form/form-footer.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi } from './account-api.ts';
import { CodeField } from './code-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { useSendCode } from './use-send-code.ts';

const METHODS = ['password', 'code'] as const;
const METHOD_LABELS = {
  password: 'security.withOldPassword',
  code: 'security.withCode',
} as const;

type Values = {
  method: (typeof METHODS)[number];
  oldPassword: string;
  code: string;
  password: string;
  confirmPassword: string;
};

export function ChangePasswordForm({
  tenantId,
  hasPassword,
}: {
  tenantId: number;
  hasPassword: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    // The form holds both methods' fields; the shared schema (a union) validates the chosen one.
    resolver: zodResolver(changePasswordBodySchema) as unknown as Resolver<Values>,
    defaultValues: {
      method: hasPassword ? 'password' : 'code',
      oldPassword: '',
      code: '',
      password: '',
      confirmPassword: '',
    },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const code = useSendCode('password', tenantId);
  const { errors, isSubmitting } = form.formState;

  const { submit, formError } = useFormSubmit(form, async (values) => {
    const body: ChangePasswordBody =
      values.method === 'password'
        ? {
            method: 'password',
            oldPassword: values.oldPassword,
            password: values.password,
            confirmPassword: values.confirmPassword,
          }
        : {
            method: 'code',
            code: values.code,
            password: values.password,
            confirmPassword: values.confirmPassword,
          };
    await accountApi.changePassword(body);
    toast.success(t('security.passwordChanged'));
    form.reset({ ...values, oldPassword: '', code: '', password: '', confirmPassword: '' });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex gap-4 text-sm">
        {METHODS.filter((value) => hasPassword || value !== 'password').map((value) => (
          <RadioOption
            key={value}
            value={value}
            label={t(METHOD_LABELS[value])}
            {...form.register('method')}
          />
        ))}
      </div>
      {method === 'password' ? (
        <TextField
          label={t('security.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
      ) : (
        <CodeField
          sender={code}
          registration={form.register('code')}
          error={errors.code?.message}
        />
      )}
      <NewPasswordFields form={form} />
      <FormFooter error={formError} submitting={isSubmitting} inline>
        {t('security.changePassword')}
      </FormFooter>
    </form>
  );
}
