import { zodResolver } from '@hookform/resolvers/zod';
import {
  SEXES,
  updateProfileBodySchema,
  type UpdateProfileBody,
  type UserInfo,
} from '@space/contracts/accounts';
import { LOCALES } from '@space/contracts/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import {
  FieldError,
  FormError,
  INPUT_CLASS,
  RadioOption,
  TextField,
} from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { accountApi } from './account-api.ts';
import { useFormSubmit } from './use-form-submit.ts';

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pageLanguage = useMainStore((s) => s.lang);
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: {
      nickName: user.nickName,
      note: user.note,
      birthday: user.birthday ?? '',
      sex: user.sex,
      // Mail and notifications are written in it (decision 066); unset accounts see the page's.
      language: user.language ?? pageLanguage,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const { submit, formError } = useFormSubmit(form, async (values) => {
    const updated = await accountApi.updateProfile(values);
    useUserStore.getState().setUserInfo(updated);
    queryClient.setQueryData(['me'], updated);
    toast.success(t('profile.saved'));
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('profile.nickName')}
        error={errors.nickName?.message}
        className="sm:col-span-2"
        {...form.register('nickName')}
      />
      <div className="sm:col-span-2">
        <label htmlFor="profile-note" className="mb-1.5 block text-sm font-medium">
          {t('profile.signature')}
        </label>
        <textarea
          id="profile-note"
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          className={`${INPUT_CLASS} h-auto py-3`}
          {...form.register('note')}
        />
        <FieldError id="profile-note-error" message={errors.note?.message} />
      </div>
      <TextField
        label={t('profile.birthday')}
        type="date"
        error={errors.birthday?.message}
        {...form.register('birthday')}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium">{t('profile.sex')}</legend>
        <div className="flex h-11 items-center gap-4">
          {SEXES.map((sex) => (
            <RadioOption
              key={sex}
              value={sex}
              label={t(`profile.sexes.${sex}`)}
              {...form.register('sex')}
            />
          ))}
        </div>
        <FieldError id="profile-sex-error" message={errors.sex?.message} />
      </fieldset>
      <div className="sm:col-span-2">
        <label htmlFor="profile-language" className="mb-1.5 block text-sm font-medium">
          {t('profile.language')}
        </label>
        <select id="profile-language" className={INPUT_CLASS} {...form.register('language')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-muted">{t('profile.languageHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
