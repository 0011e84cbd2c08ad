import { zodResolver } from '@hookform/resolvers/zod';
import {
  bindContactBodySchema,
  type BindContactBody,
  type UserInfo,
} from '@space/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { FormFooter } from '../../components/form/form-footer.tsx';
import { useUserStore } from '../../stores/user-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi } from './account-api.ts';
import { CodeField } from './code-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { useSendCode } from './use-send-code.ts';

/** Binds or changes the email or the phone number, proven by a code sent to the new one. */
export function BindContactForm({ kind, user }: { kind: 'email' | 'mobile'; user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BindContactBody>({
    resolver: zodResolver(bindContactBodySchema),
    defaultValues: { target: '', code: '' },
  });
  const code = useSendCode('bind', user.tenantId);
  const { errors, isSubmitting } = form.formState;
  const current = kind === 'email' ? user.email : user.mobile;

  const { submit, formError } = useFormSubmit(form, async (values) => {
    const updated = await (kind === 'email'
      ? accountApi.bindEmail(values)
      : accountApi.bindMobile(values));
    useUserStore.getState().setUserInfo(updated);
    queryClient.setQueryData(['me'], updated);
    toast.success(t('security.contactSaved'));
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t(kind === 'email' ? 'security.currentEmail' : 'security.currentMobile')}:{' '}
        <span className="font-medium text-text">{current ?? t('profile.notSet')}</span>
      </p>
      <TextField
        label={t(kind === 'email' ? 'security.newEmail' : 'security.newMobile')}
        type={kind === 'email' ? 'email' : 'tel'}
        error={errors.target?.message}
        {...form.register('target')}
      />
      <CodeField
        sender={code}
        registration={form.register('code')}
        error={errors.code?.message}
        target={() => form.getValues('target')}
        onTargetError={(message) => form.setError('target', { message })}
      />
      <FormFooter error={formError} submitting={isSubmitting} inline>
        {current ? t('security.change') : t('security.bind')}
      </FormFooter>
    </form>
  );
}
