import { zodResolver } from '@hookform/resolvers/zod';
import {
  codeLoginBodySchema,
  loginBodySchema,
  type CodeLoginBody,
  type LoginBody,
} from '@space/contracts/accounts';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../lib/translator.ts';
import { TextField } from '../../components/form/fields.tsx';
import { FormFooter } from '../../components/form/form-footer.tsx';
import { readItem } from '../../lib/storage.ts';
import { accountApi } from './account-api.ts';
import { CaptchaField } from './captcha-field.tsx';
import { ContactCodeFields } from './contact-code-fields.tsx';
import { REMEMBERED_LOGIN_KEY, useAuthSuccess } from './use-auth-success.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSendCode } from './use-send-code.ts';

function RememberBox(props: React.ComponentProps<'input'>) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-[var(--space-primary)]" {...props} />
      {t('account.remember')}
    </label>
  );
}

function PasswordLogin({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const onSuccess = useAuthSuccess();
  const [captchaKey, setCaptchaKey] = useState(0);
  const remembered = readItem(REMEMBERED_LOGIN_KEY) ?? '';
  const form = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: {
      tenantId,
      account: remembered,
      password: '',
      captchaId: '',
      captcha: '',
      remember: remembered !== '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue } = form;
  const setCaptchaId = useCallback((id: string) => setValue('captchaId', id), [setValue]);
  const newCaptcha = () => {
    setValue('captchaId', '');
    setCaptchaKey((key) => key + 1);
  };
  const { submit, formError } = useFormSubmit(
    form,
    async (values) => {
      const result = await accountApi.login(values);
      onSuccess(result, { remember: values.remember, loginName: values.account });
    },
    {
      // The server spends a graphic code on every attempt, so a failed one needs a fresh code.
      onError: () => {
        setValue('captcha', '');
        newCaptcha();
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('account.account')}
        autoComplete="username"
        error={errors.account?.message}
        {...form.register('account')}
      />
      <TextField
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CaptchaField
        refreshKey={captchaKey}
        onRefresh={newCaptcha}
        error={errors.captcha?.message ?? errors.captchaId?.message}
        onCaptchaId={setCaptchaId}
        onAnswer={(answer) => setValue('captcha', answer, { shouldValidate: answer !== '' })}
        registration={form.register('captcha')}
      />
      <RememberBox {...form.register('remember')} />
      <FormFooter error={formError} submitting={isSubmitting}>
        {t('account.submit.login')}
      </FormFooter>
    </form>
  );
}

function CodeLogin({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const onSuccess = useAuthSuccess();
  const form = useForm<z.input<typeof codeLoginBodySchema>, unknown, CodeLoginBody>({
    resolver: zodResolver(codeLoginBodySchema),
    defaultValues: {
      tenantId,
      account: readItem(REMEMBERED_LOGIN_KEY) ?? '',
      code: '',
      remember: false,
    },
  });
  const code = useSendCode('login', tenantId);
  const { isSubmitting } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) =>
    onSuccess(await accountApi.loginByCode(values), {
      remember: values.remember,
      loginName: values.account,
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactCodeFields form={form} sender={code} autoComplete="username" />
      <RememberBox {...form.register('remember')} />
      <FormFooter error={formError} submitting={isSubmitting}>
        {t('account.submit.login')}
      </FormFooter>
    </form>
  );
}

const MODES = ['password', 'code'] as const;
const MODE_LABELS = { password: 'account.byPassword', code: 'account.byCode' } as const;

export function LoginForm({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<(typeof MODES)[number]>('password');
  const tab = (value: typeof mode) =>
    `flex-1 rounded-full px-4 py-2 text-sm font-medium ${mode === value ? 'bg-surface text-text shadow-sm' : 'text-muted hover:text-text'}`;
  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={t('account.loginMethod')}
        className="flex gap-1 rounded-full bg-surface-2 p-1"
      >
        {MODES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={mode === value}
            className={tab(value)}
            onClick={() => setMode(value)}
          >
            {t(MODE_LABELS[value])}
          </button>
        ))}
      </div>
      {mode === 'password' ? (
        <PasswordLogin tenantId={tenantId} />
      ) : (
        <CodeLogin tenantId={tenantId} />
      )}
    </div>
  );
}
