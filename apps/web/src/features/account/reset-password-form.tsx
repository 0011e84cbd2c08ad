import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@space/contracts/accounts';
import type { PartnerBrand } from '@space/contracts/tenants';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { FormFooter } from '../../components/form/form-footer.tsx';
import { accountPath } from '../../config/paths.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi } from './account-api.ts';
import { ContactCodeFields } from './contact-code-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFormSubmit } from './use-form-submit.ts';
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
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { tenantId, account: '', code: '', password: '', confirmPassword: '' },
  });
  const code = useSendCode('reset', tenantId);
  const { isSubmitting } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await accountApi.resetPassword(values);
    toast.success(t('account.passwordReset'));
    void navigate(accountPath('login', brand));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactCodeFields form={form} sender={code} autoComplete="username" />
      <NewPasswordFields form={form} />
      <FormFooter error={formError} submitting={isSubmitting}>
        {t('account.submit.reset')}
      </FormFooter>
    </form>
  );
}
