import type { UploadRecord } from '@space/contracts/upload-records';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { ApiError, toApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { RecordHistory } from './record-card.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadStateBadge } from './upload-state-badge.tsx';
import { getUploadRecordQueryOptions, rememberRecord, uploadsApi } from './uploads-api.ts';

/** No record open: start a new upload (a new version starts from the records list). */
export function StartUpload({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: () => uploadsApi.create(),
    onSuccess: (record) => onOpen(rememberRecord(record).id),
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <EmptyState
      title={t('studio.startTitle')}
      text={t('studio.startText')}
      action={
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          {t('studio.start')}
        </Button>
      }
    />
  );
}

/** One record open in the form, with its state, reason and history above it. */
export function UploadEditor({
  id,
  onSubmitted,
  onNew,
}: {
  id: number;
  onSubmitted: (record: UploadRecord) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const record = useQuery(getUploadRecordQueryOptions(id));
  if (record.isPending) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.code === 404) {
      return (
        <EmptyState
          title={t('studio.recordMissing')}
          action={<Button onClick={onNew}>{t('studio.start')}</Button>}
        />
      );
    }
    return <LoadFailed onRetry={() => void record.refetch()} />;
  }
  const current = record.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <UploadStateBadge state={current.state} />
        {current.lastPublishedVersion ? (
          <span className="text-sm text-muted">
            {t('studio.lastPublished', { version: current.lastPublishedVersion })}
          </span>
        ) : null}
        <Button variant="ghost" className="ml-auto" onClick={onNew}>
          {t('studio.newUpload')}
        </Button>
      </div>
      {current.state === 'failed' && current.reason ? (
        <p role="alert" className="rounded-xl bg-danger/5 px-4 py-3 text-sm text-danger">
          {t('studio.reason', { reason: current.reason })}
        </p>
      ) : null}
      {current.history.length > 1 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">
            {t('studio.history')}
          </summary>
          <RecordHistory record={current} />
        </details>
      ) : null}
      {/* Keyed by record and state: a record that changed state starts a fresh form. */}
      <UploadForm
        key={`${current.id}-${current.state}`}
        record={current}
        onSubmitted={onSubmitted}
      />
    </div>
  );
}
