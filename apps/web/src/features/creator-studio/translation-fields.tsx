import { LOCALES } from '@space/contracts/locales';
import { useId } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { INPUT_CLASS, TextField } from '../../components/form/fields.tsx';
import { Labelled, type UploadFormApi } from './basics-fields.tsx';

/**
 * The name, overview and new-version notes in the interface languages (decision 035): all
 * optional, folded away until the creator opens them. A reader sees the one in their language,
 * else Chinese, else English, else the text as written above.
 */
export function TranslationFields({ form }: { form: UploadFormApi }) {
  const { t } = useTranslation();
  const baseId = useId();
  const errors = form.formState.errors;
  const filled = LOCALES.filter((locale) =>
    [
      form.watch(`nameTranslations.${locale}`),
      form.watch(`overviewTranslations.${locale}`),
      form.watch(`newVersionInfoTranslations.${locale}`),
    ].some((text) => (text ?? '').trim() !== ''),
  );
  const hasErrors = Boolean(
    errors.nameTranslations || errors.overviewTranslations || errors.newVersionInfoTranslations,
  );
  return (
    <details
      className="group rounded-xl border border-border bg-surface-2/40"
      open={hasErrors || undefined}
      data-testid="other-languages"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        <span>
          {t('studio.otherLanguages')}
          <span className="ml-2 font-normal text-muted">
            {filled.length > 0
              ? filled.map((locale) => t(`languages.${locale}`)).join(', ')
              : t('studio.otherLanguagesNone')}
          </span>
        </span>
        <span aria-hidden="true" className="text-muted transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-5 border-t border-border px-4 pt-3 pb-4">
        <p className="text-xs text-muted">{t('studio.otherLanguagesHint')}</p>
        {LOCALES.map((locale) => {
          // Each label names its language: three fields called "Name" would be one to a reader.
          const language = t(`languages.${locale}`);
          const overviewId = `${baseId}-${locale}-overview`;
          const infoId = `${baseId}-${locale}-info`;
          return (
            <fieldset key={locale} className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">{language}</legend>
              <TextField
                className="sm:col-span-2"
                label={t('studio.translatedName', { language })}
                lang={locale}
                error={errors.nameTranslations?.[locale]?.message}
                {...form.register(`nameTranslations.${locale}`)}
              />
              <Labelled
                id={overviewId}
                label={t('studio.translatedOverview', { language })}
                error={errors.overviewTranslations?.[locale]?.message}
              >
                <textarea
                  id={overviewId}
                  lang={locale}
                  rows={3}
                  aria-invalid={errors.overviewTranslations?.[locale] ? true : undefined}
                  className={`${INPUT_CLASS} h-auto py-3`}
                  {...form.register(`overviewTranslations.${locale}`)}
                />
              </Labelled>
              <Labelled
                id={infoId}
                label={t('studio.translatedNewVersionInfo', { language })}
                error={errors.newVersionInfoTranslations?.[locale]?.message}
              >
                <textarea
                  id={infoId}
                  lang={locale}
                  rows={3}
                  aria-invalid={errors.newVersionInfoTranslations?.[locale] ? true : undefined}
                  className={`${INPUT_CLASS} h-auto py-3`}
                  {...form.register(`newVersionInfoTranslations.${locale}`)}
                />
              </Labelled>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
