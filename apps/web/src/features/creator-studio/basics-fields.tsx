import { CATEGORIES, DEVICE_FAMILIES } from '@space/contracts/catalog';
import { LIMITS } from '@space/contracts/limits';
import { DESCRIPTION_MAX } from '@space/contracts/upload-rules';
import type { UploadForm } from '@space/contracts/uploads';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError, FieldLabel, INPUT_CLASS, TextField } from '../../components/form/fields.tsx';
import { RequiredMark } from './error-summary.tsx';

export type UploadFormApi = UseFormReturn<UploadForm>;

/** A labelled control that is not a plain text input (select, textarea, group). */
export function Labelled({
  label,
  error,
  hint,
  children,
  className = '',
  id,
  markRequired = false,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
  id: string;
  /** A required field's asterisk, beside the label (decision 077). */
  markRequired?: boolean;
}) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} markRequired={markRequired}>
        {label}
      </FieldLabel>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Which device, which kinds, what it is called, its version and notes (spec §3). */
export function BasicsFields({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const ids = {
    family: useId(),
    category: useId(),
    overview: useId(),
    info: useId(),
    description: useId(),
  };
  const { errors } = form.formState;
  const family = form.watch('deviceFamily');
  const types = DEVICE_FAMILIES.find((f) => f.code === family)?.contentTypes ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Labelled
        id={ids.family}
        label={t('studio.deviceFamily')}
        markRequired
        error={errors.deviceFamily?.message}
      >
        <select
          id={ids.family}
          aria-required="true"
          className={INPUT_CLASS}
          {...form.register('deviceFamily')}
          value={family ?? ''}
        >
          <option value="">{t('studio.choose')}</option>
          {DEVICE_FAMILIES.map((f) => (
            <option key={f.code} value={f.code}>
              {t(`families.${f.code}`)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled
        id={ids.category}
        label={t('studio.category')}
        markRequired
        error={errors.category?.message}
      >
        <select
          id={ids.category}
          aria-required="true"
          className={INPUT_CLASS}
          {...form.register('category')}
          value={form.watch('category') ?? ''}
        >
          <option value="">{t('studio.choose')}</option>
          {CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`categories.${code}`)}
            </option>
          ))}
        </select>
      </Labelled>
      <fieldset className="sm:col-span-2" id="field-types">
        <legend className="mb-1.5 text-sm font-medium">
          {t('studio.types', { max: LIMITS.productTypesMax })}
          <RequiredMark />
        </legend>
        {types.length === 0 ? (
          <p className="text-sm text-muted">{t('studio.typesNeedFamily')}</p>
        ) : (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {types.map((type) => (
              <label key={type} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  value={type}
                  className="accent-[var(--space-primary)]"
                  {...form.register('types')}
                />
                {t(`contentTypes.${type}`)}
              </label>
            ))}
          </div>
        )}
        <FieldError
          id="types-error"
          message={errors.types?.message ?? errors.types?.[0]?.message}
        />
      </fieldset>
      <TextField
        label={t('studio.name')}
        markRequired
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('studio.author')}
        markRequired
        error={errors.author?.message}
        {...form.register('author')}
      />
      <TextField
        label={t('studio.originalType')}
        error={errors.originalType?.message}
        {...form.register('originalType')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('studio.version')}
          markRequired
          placeholder="1.0.0"
          inputMode="decimal"
          error={errors.version?.message}
          {...form.register('version')}
        />
        <TextField
          label={t('studio.size')}
          markRequired
          placeholder="23.5"
          inputMode="decimal"
          error={errors.size?.message}
          {...form.register('size')}
        />
      </div>
      <Labelled
        id={ids.overview}
        className="sm:col-span-2"
        label={t('studio.overview')}
        markRequired
        error={errors.overview?.message}
      >
        <textarea
          id={ids.overview}
          rows={4}
          aria-required="true"
          aria-invalid={errors.overview ? true : undefined}
          className={`${INPUT_CLASS} h-auto py-3`}
          {...form.register('overview')}
        />
      </Labelled>
      <Labelled
        id={ids.info}
        className="sm:col-span-2"
        label={t('studio.newVersionInfo')}
        markRequired
        error={errors.newVersionInfo?.message}
      >
        <textarea
          id={ids.info}
          rows={3}
          aria-required="true"
          aria-invalid={errors.newVersionInfo ? true : undefined}
          className={`${INPUT_CLASS} h-auto py-3`}
          {...form.register('newVersionInfo')}
        />
      </Labelled>
      <Labelled
        id={ids.description}
        className="sm:col-span-2"
        label={t('studio.description')}
        hint={t('studio.descriptionHint', {
          max: DESCRIPTION_MAX,
          used: (form.watch('description') ?? '').length,
        })}
        error={errors.description?.message}
      >
        <textarea
          id={ids.description}
          rows={8}
          aria-invalid={errors.description ? true : undefined}
          className={`${INPUT_CLASS} h-auto py-3 font-mono text-[13px] leading-relaxed`}
          placeholder={t('studio.descriptionPlaceholder')}
          {...form.register('description')}
        />
      </Labelled>
      <TextField
        label={t('studio.minAppVersion')}
        placeholder="3.10.188"
        inputMode="decimal"
        error={errors.minAppVersion?.message}
        {...form.register('minAppVersion')}
      />
      <p className="self-end pb-3 text-xs text-muted">{t('studio.minAppVersionHint')}</p>
    </div>
  );
}
