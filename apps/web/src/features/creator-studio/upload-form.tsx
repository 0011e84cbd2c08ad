import { zodResolver } from '@hookform/resolvers/zod';
import { uploadFormOf, type UploadRecord } from '@space/contracts/upload-records';
import {
  emptyUploadForm,
  uploadFormSchema,
  type UploadForm as UploadFormValues,
} from '@space/contracts/uploads';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation, type TranslationKey } from '../../lib/translator.ts';
import { FormError } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, toApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/server-errors.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { BasicsFields } from './basics-fields.tsx';
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

/** The upload form of /contentUpload: every field of spec §3, checked as spec §5 says. */
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
      }
    },
    (invalid) => {
      const message = t(formMessageKey(invalid));
      setFormError(message);
      toast.error(message);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {record.editable ? null : (
        <p className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
          {t('studio.readOnly')}
        </p>
      )}
      <Section title={t('studio.sectionBasics')}>
        <div className="grid gap-4">
          <BasicsFields form={form} />
          <TranslationFields form={form} />
        </div>
      </Section>
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
      </Section>
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
      <Section title={t('studio.sectionPricing')}>
        <PricingFields form={form} />
      </Section>
      <FormError message={formError} />
      {record.editable ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border">
          <SaveState status={status} />
          <Button type="submit" disabled={isSubmitting} className="ml-auto">
            {isSubmitting ? t('common.loading') : t('studio.submit')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
