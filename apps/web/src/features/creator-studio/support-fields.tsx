import { SUPPORTED_SYSTEMS } from '@space/contracts/catalog';
import { LOCALES } from '@space/contracts/locales';
import { RELATED_LINKS_MAX } from '@space/contracts/products';
import { SUPPORTED_DEVICES_MAX } from '@space/contracts/uploads';
import { useId, useState } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError, FieldLabel, INPUT_CLASS } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { UploadFormApi } from './basics-fields.tsx';
import { RequiredMark } from './error-summary.tsx';

const CHECKBOX = 'accent-[var(--space-primary)]';

/** Supported devices as chips: type a model, press Enter or Add. */
function DevicesField({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const { field, fieldState } = useController({ control: form.control, name: 'supportedDevices' });
  const devices = field.value ?? [];
  const add = () => {
    const value = text.trim();
    if (!value || devices.includes(value) || devices.length >= SUPPORTED_DEVICES_MAX) return;
    field.onChange([...devices, value]);
    setText('');
  };
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  const readOnly = form.formState.disabled;
  return (
    <div className="sm:col-span-2" id="field-supportedDevices">
      <FieldLabel htmlFor={id} markRequired>
        {t('studio.devices')}
      </FieldLabel>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={100}
          placeholder={t('studio.devicesPlaceholder')}
          aria-required="true"
          aria-invalid={message ? true : undefined}
          className={INPUT_CLASS}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={readOnly}>
          {t('studio.add')}
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {devices.map((device) => (
          <li
            key={device}
            className="flex items-center gap-1 rounded-full bg-surface-2 py-1 pr-1 pl-3 text-sm"
          >
            {device}
            {readOnly ? null : (
              <button
                type="button"
                aria-label={t('studio.removeItem', { name: device })}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-surface hover:text-danger"
                onClick={() => field.onChange(devices.filter((d) => d !== device))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** Related links (spec §3, §5 "links"): a label and an http(s) address each. */
function LinksField({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'relatedLinks' });
  const errors = form.formState.errors.relatedLinks;
  const readOnly = form.formState.disabled;
  return (
    <fieldset className="sm:col-span-2" id="field-relatedLinks">
      <legend className="mb-1.5 text-sm font-medium">
        {t('studio.links')}
        <RequiredMark />
      </legend>
      <ul className="grid gap-2">
        {fields.map((link, index) => (
          <li key={link.id} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto]">
            <input
              aria-label={t('studio.linkLabel', { n: index + 1 })}
              placeholder={t('studio.linkLabelPlaceholder')}
              className={INPUT_CLASS}
              aria-invalid={errors?.[index]?.label ? true : undefined}
              {...form.register(`relatedLinks.${index}.label`)}
            />
            <input
              aria-label={t('studio.linkUrl', { n: index + 1 })}
              placeholder="https://"
              inputMode="url"
              className={INPUT_CLASS}
              aria-invalid={errors?.[index]?.url ? true : undefined}
              {...form.register(`relatedLinks.${index}.url`)}
            />
            {readOnly ? null : (
              <Button variant="ghost" onClick={() => remove(index)}>
                {t('studio.remove')}
              </Button>
            )}
            <div className="sm:col-span-3">
              <FieldError
                id={`link-${index}-label-error`}
                message={errors?.[index]?.label?.message}
              />
              <FieldError id={`link-${index}-url-error`} message={errors?.[index]?.url?.message} />
            </div>
          </li>
        ))}
      </ul>
      {fields.length < RELATED_LINKS_MAX && !readOnly ? (
        <Button variant="secondary" className="mt-2" onClick={() => append({ label: '', url: '' })}>
          {t('studio.addLink')}
        </Button>
      ) : null}
      <FieldError id="links-error" message={errors?.message ?? errors?.root?.message} />
    </fieldset>
  );
}

/** Where it runs: systems, devices, languages, dial and audio support, and its links. */
export function SupportFields({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset id="field-supportedSystems">
        <legend className="mb-1.5 text-sm font-medium">
          {t('studio.systems')}
          <RequiredMark />
        </legend>
        <div className="flex gap-5">
          {SUPPORTED_SYSTEMS.map((system) => (
            <label key={system} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={system}
                className={CHECKBOX}
                {...form.register('supportedSystems')}
              />
              {t(`systems.${system}`)}
            </label>
          ))}
        </div>
        <FieldError id="systems-error" message={errors.supportedSystems?.message} />
      </fieldset>
      <fieldset id="field-supportedLanguages">
        <legend className="mb-1.5 text-sm font-medium">{t('studio.languages')}</legend>
        <div className="flex gap-5">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={locale}
                className={CHECKBOX}
                {...form.register('supportedLanguages')}
              />
              {t(`languages.${locale}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-5 sm:col-span-2">
        <label className="flex items-center gap-1.5 text-sm">
          <input type="checkbox" className={CHECKBOX} {...form.register('dialSupport')} />
          {t('product.dial')}
        </label>
        <label className="flex items-center gap-1.5 text-sm">
          <input type="checkbox" className={CHECKBOX} {...form.register('audioSupport')} />
          {t('product.audio')}
        </label>
      </div>
      <DevicesField form={form} />
      <LinksField form={form} />
    </div>
  );
}
