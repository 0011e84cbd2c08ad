import { rejectUploadBodySchema, uploadFormOf } from '@space/contracts/upload-records';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { FieldError, INPUT_CLASS } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { RecordHistory } from '../creator-studio/record-card.tsx';
import { UploadStateBadge } from '../creator-studio/upload-state-badge.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { PackageReportView } from '../upload/package-report-view.tsx';
import { FormChanges } from './form-changes.tsx';
import { getReviewDetailQueryOptions, reviewApi } from './review-api.ts';

function RejectForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useMutation({
    mutationFn: () => reviewApi.reject(id, reason),
    onSuccess: () => {
      toast.success(t('review.rejected'));
      onDone();
    },
    onError: (failure) => toast.error(toApiError(failure).message),
  });
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = rejectUploadBodySchema.safeParse({ reason });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) reject.mutate();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('review.reason')}
      </label>
      <textarea
        id={inputId}
        rows={3}
        value={reason}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        className={`${INPUT_CLASS} h-auto py-3`}
        onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
      />
      <FieldError id={`${inputId}-error`} message={error} />
      <div>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {t('review.reject')}
        </Button>
      </div>
    </form>
  );
}

/** One record under review: the package report, images, the changes, approve or reject. */
export function ReviewDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(getReviewDetailQueryOptions(id));
  const approve = useMutation({
    mutationFn: () => reviewApi.approve(id),
    onSuccess: () => toast.success(t('review.approved')),
    onError: (failure) => toast.error(toApiError(failure).message),
  });
  if (detail.isPending) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const { record, author, changes, previousVersion } = detail.data;
  const form = uploadFormOf(record);
  const pending = record.state === 'submitted';
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" onClick={onBack}>
          {t('review.back')}
        </Button>
        <h2 className="text-xl font-bold">{form.name || t('studio.untitled')}</h2>
        <UploadStateBadge state={record.state} />
      </div>
      <p className="text-sm text-muted">
        {t('review.byAuthor', { name: author.nickName })} ·{' '}
        {previousVersion
          ? t('review.versionChange', { from: previousVersion, to: form.version ?? '' })
          : t('review.newProduct', { version: form.version ?? '' })}
      </p>
      <section className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
        <h3 className="mb-3 font-semibold">{t('review.images')}</h3>
        <div className="flex flex-wrap gap-3">
          {record.media.avatar ? (
            <img
              src={record.media.avatar.url}
              alt={t('studio.avatar')}
              className="size-24 rounded-2xl object-cover"
            />
          ) : null}
          {record.media.images.map((image, index) => (
            <img
              key={image.url}
              src={image.url}
              alt={t('studio.imageN', { n: index + 1 })}
              className="h-24 rounded-xl object-cover"
              style={{ aspectRatio: `${image.width} / ${image.height}` }}
            />
          ))}
        </div>
      </section>
      <section className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
        <h3 className="mb-3 font-semibold">{t('review.package')}</h3>
        {record.package ? (
          <PackageReportView report={record.package.report} />
        ) : (
          <p className="text-sm text-muted">{t('studio.noPackage')}</p>
        )}
      </section>
      <section className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
        <h3 className="mb-3 font-semibold">
          {previousVersion
            ? t('review.changes', { version: previousVersion })
            : t('review.allFields')}
        </h3>
        <FormChanges changes={changes} isNew={previousVersion === null} />
      </section>
      <section className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
        <h3 className="mb-1 font-semibold">{t('studio.history')}</h3>
        <RecordHistory record={record} />
      </section>
      {pending ? (
        <section className="grid gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
          <div>
            <Button disabled={approve.isPending} onClick={() => approve.mutate()}>
              {t('review.approve')}
            </Button>
          </div>
          <RejectForm id={id} onDone={() => undefined} />
        </section>
      ) : null}
    </div>
  );
}
