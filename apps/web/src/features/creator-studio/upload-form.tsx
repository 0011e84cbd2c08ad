import { zodResolver } from '@hookform/resolvers/zod';
import { uploadFormOf, type UploadRecord } from '@space/contracts/upload-records';
import {
  emptyUploadForm,
  uploadFormSchema,
  type UploadForm as UploadFormValues,
} from '@space/contracts/uploads';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation, type TranslationKey } from '../../lib/translator.ts';
import { FormError } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, toApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/server-errors.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { BasicsFields } from './basics-fields.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { ReviewStep } from './review-step.tsx';
import { CardPreview } from './studio-preview.tsx';
import { StepProgress } from './step-progress.tsx';
import { focusField, STEPS, summaryOf, type StepId, type SummaryItem } from './studio-steps.ts';
import { FrontPluginsField } from './front-plugins-field.tsx';
import { MediaFields } from './media-fields.tsx';
import { PackageField } from './package-field.tsx';
import { PricingFields } from './pricing-fields.tsx';
import { SupportFields } from './support-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { useAutosave, type AutosaveStatus } from './use-autosave.ts';
import { rememberRecord, uploadsApi } from './uploads-api.ts';

/** Every message of the errors, however deep (prices.general, relatedLinks.0.url…). */
function messagesOf(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const own = (errors as { message?: unknown }).message;
  const nested = Object.entries(errors)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type')
    .flatMap(([, value]) => messagesOf(value));
  return typeof own === 'string' ? [own, ...nested] : nested;
}

/** Spec §8: 'Please complete the form data!' when something required is missing. */
function formMessageKey(errors: FieldErrors<UploadFormValues>): TranslationKey {
  return messagesOf(errors).includes('validation.required')
    ? 'messages.completeForm'
    : 'messages.formInvalid';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function SaveState({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  if (status === 'idle') return null;
  const tone = status === 'invalid' || status === 'failed' ? 'text-danger' : 'text-muted';
  return (
    <p role="status" className={`text-sm ${tone}`}>
      {t(`studio.autosave.${status}`)}
    </p>
  );
}

/**
 * The upload form of /contentUpload: every field of spec §3, checked as spec §5 says, in five
 * steps with progress, an error summary by the submit button and a live preview (decision 077).
 * Every step stays mounted (hidden when not current), so the form keeps one set of fields.
 */
export function UploadForm({
  record,
  onSubmitted,
}: {
  /** The record as the server last answered it (the form keeps what the creator typed). */
  record: UploadRecord;
  onSubmitted: (record: UploadRecord) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<UploadFormValues>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { ...emptyUploadForm(), ...uploadFormOf(record) } as UploadFormValues,
    disabled: !record.editable,
    // The summary by the button takes the focus instead (decision 077).
    shouldFocusError: false,
  });
  const { status, flush, stop, resume } = useAutosave(form, record);
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting, errors, isSubmitted } = form.formState;
  const types = useWatch({ control: form.control, name: 'types' });

  /** A record the server answered (an image, the avatar, the package): its fields into the form. */
  const onRecord = (next: UploadRecord) => {
    rememberRecord(next);
    const server = uploadFormOf(next);
    const options = { shouldValidate: isSubmitted };
    form.setValue('avatar', server.avatar ?? '', options);
    form.setValue('images', server.images ?? [], options);
    form.setValue('file', server.file ?? '', options);
  };

  const [step, setStep] = useState<StepId>('basics');
  const items = isSubmitted ? summaryOf(errors) : [];
  const problems: Partial<Record<StepId, number>> = {};
  for (const item of items) problems[item.step] = (problems[item.step] ?? 0) + 1;
  // The summary by the button takes the focus once shown, so a screen reader reads it.
  const [summaryShown, setSummaryShown] = useState(0);
  const focusedFor = useRef(0);
  const showSummary = () => setSummaryShown((count) => count + 1);
  useEffect(() => {
    if (summaryShown > focusedFor.current && items.length > 0) {
      focusedFor.current = summaryShown;
      document.getElementById('studio-error-summary')?.focus();
    }
  }, [summaryShown, items.length]);
  const goTo = (next: StepId) => {
    setStep(next);
    requestAnimationFrame(() => document.getElementById('studio-step-title')?.focus());
  };
  const open = (item: SummaryItem) => {
    setStep(item.step);
    requestAnimationFrame(() => focusField(item.path, form.setFocus as never));
  };

  const submit = form.handleSubmit(
    async () => {
      setFormError(null);
      try {
        if (!(await flush())) throw new ApiError(400, t('messages.formInvalid'));
        stop();
        const submitted = rememberRecord(await uploadsApi.act(record.id, 'submit'));
        toast.success(t('studio.submitted'));
        onSubmitted(submitted);
      } catch (error) {
        resume();
        const failure = toApiError(error);
        applyServerErrors(failure, form.setError);
        setFormError(failure.message);
        toast.error(failure.message);
        showSummary();
      }
    },
    (invalid) => {
      const message = t(formMessageKey(invalid));
      setFormError(message);
      toast.error(message);
      showSummary();
    },
  );

  const index = STEPS.indexOf(step);
  const panel = (id: StepId, children: ReactNode) => (
    <div hidden={step !== id} data-step={id} className="min-w-0">
      {children}
    </div>
  );
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        onSubmit={submit}
        noValidate
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5"
      >
        {record.editable ? null : (
          <p className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
            {t('studio.readOnly')}
          </p>
        )}
        <StepProgress current={step} problems={problems} onStep={goTo} />
        <h2 id="studio-step-title" tabIndex={-1} className="sr-only">
          {t(`studioGuide.steps.${step}`)}
        </h2>
        {panel(
          'basics',
          <Section title={t('studio.sectionBasics')}>
            <div className="grid gap-4">
              <BasicsFields form={form} />
              <TranslationFields form={form} />
            </div>
          </Section>,
        )}
        {panel(
          'package',
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <Section title={t('studio.sectionPackage')}>
              <PackageField
                record={record}
                form={form}
                disabled={!record.editable}
                error={errors.file?.message}
                onRecord={onRecord}
              />
            </Section>
            <Section title={t('studio.sectionSupport')}>
              <div className="grid gap-4">
                <SupportFields form={form} />
                <FrontPluginsField form={form} />
              </div>
            </Section>
          </div>,
        )}
        {panel(
          'media',
          <Section title={t('studio.sectionMedia')}>
            <MediaFields
              record={record}
              types={types}
              disabled={!record.editable}
              errors={{
                avatar: errors.avatar?.message,
                images: errors.images?.message ?? messagesOf(errors.images)[0],
              }}
              onRecord={onRecord}
            />
          </Section>,
        )}
        {panel(
          'pricing',
          <Section title={t('studio.sectionPricing')}>
            <PricingFields form={form} />
          </Section>,
        )}
        {panel('review', <ReviewStep form={form} record={record} onOpen={open} />)}
        <div className="flex flex-wrap justify-between gap-3">
          {index > 0 ? (
            <Button variant="ghost" onClick={() => goTo(STEPS[index - 1]!)}>
              {t('studioGuide.back')}
            </Button>
          ) : (
            <span />
          )}
          {index < STEPS.length - 1 ? (
            <Button variant="secondary" onClick={() => goTo(STEPS[index + 1]!)}>
              {t('studioGuide.next', { step: t(`studioGuide.steps.${STEPS[index + 1]!}`) })}
            </Button>
          ) : null}
        </div>
        <ErrorSummary
          items={items}
          title={t('studioGuide.summaryTitle', { count: items.length })}
          onOpen={open}
        />
        {record.editable ? (
          <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border">
            <FormError message={formError} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <SaveState status={status} />
              <Button type="submit" disabled={isSubmitting} className="ml-auto">
                {isSubmitting ? t('common.loading') : t('studio.submit')}
              </Button>
            </div>
          </div>
        ) : (
          <FormError message={formError} />
        )}
      </form>
      <aside className="hidden lg:block">
        <div className="sticky top-24 grid gap-4">
          <CardPreview control={form.control} record={record} />
        </div>
      </aside>
    </div>
  );
}
