import { uploadFormOf, type UploadRecord } from '@space/contracts/upload-records';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { productPath } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { UploadStateBadge } from './upload-state-badge.tsx';
import { rememberRecord, uploadsApi, UPLOADS_KEY, type RecordAction } from './uploads-api.ts';

/** Who did what and why, oldest first (spec §4 history: who, when, from, to, reason). */
export function RecordHistory({ record }: { record: UploadRecord }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <ol className="mt-2 grid gap-1.5 border-l border-border pl-4 text-sm">
      {record.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className="font-medium">{t(runtimeKey('studio.actions', entry.action))}</span>
          {entry.fromState ? ` · ${t(runtimeKey('studio.states', entry.fromState))} → ` : ' · '}
          {t(runtimeKey('studio.states', entry.toState))}
          <span className="text-muted">
            {' · '}
            {entry.actor?.nickName ?? t('studio.someone')} · {formatDateTime(entry.at, lang)}
          </span>
          {entry.reason ? <p className="text-muted">“{entry.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A button that asks once more before it acts (delete, delist). */
function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm">
      {question}
      <Button variant="danger" className="px-3 py-1.5" onClick={onConfirm}>
        {t('studio.confirm')}
      </Button>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </Button>
    </span>
  );
}

/** One upload record: its state, reason, history, and what the creator may do now. */
export function RecordCard({
  record,
  onOpen,
}: {
  record: UploadRecord;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const form = uploadFormOf(record);
  const act = useMutation({
    mutationFn: async (action: RecordAction | 'delete' | 'newVersion') => {
      if (action === 'delete') return uploadsApi.remove(record.id);
      if (action === 'newVersion') return uploadsApi.create(record.productId!);
      return uploadsApi.act(record.id, action);
    },
    onSuccess: (result, action) => {
      void queryClient.invalidateQueries({ queryKey: [...UPLOADS_KEY, 'list'] });
      if (action === 'delete') return toast.success(t('messages.removeSuccessfully'));
      const next = rememberRecord(result as UploadRecord);
      if (action === 'reupload' || action === 'newVersion') onOpen(next.id);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  const can = (action: string) => record.actions.includes(action as never);
  const busy = act.isPending;
  return (
    <article className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold">{form.name || t('studio.untitled')}</h3>
          <p className="text-sm text-muted">
            {record.kind === 'version' ? t('studio.kindVersion') : t('studio.kindNew')}
            {form.version ? ` · ${t('studio.versionN', { version: form.version })}` : ''}
            {' · '}
            {t('studio.updatedAt', { date: formatDateTime(record.updatedAt, lang) })}
          </p>
        </div>
        <UploadStateBadge state={record.state} />
      </div>
      {record.state === 'failed' && record.reason ? (
        <p className="mt-3 rounded-xl bg-danger/5 px-3 py-2 text-sm text-danger">
          {t('studio.reason', { reason: record.reason })}
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-primary">
          {t('studio.history')}
        </summary>
        <RecordHistory record={record} />
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => onOpen(record.id)}>
          {record.editable ? t('studio.edit') : t('studio.viewDetail')}
        </Button>
        {can('revoke') ? (
          <Button variant="ghost" disabled={busy} onClick={() => act.mutate('revoke')}>
            {t('studio.revoke')}
          </Button>
        ) : null}
        {can('reupload') ? (
          <Button variant="ghost" disabled={busy} onClick={() => act.mutate('reupload')}>
            {t('studio.reupload')}
          </Button>
        ) : null}
        {record.state === 'succeeded' && record.productId ? (
          <>
            <Link
              to={productPath(record.productId)}
              className="px-3 text-sm font-medium text-primary hover:underline"
            >
              {t('studio.openProduct')}
            </Link>
            <Button variant="ghost" disabled={busy} onClick={() => act.mutate('newVersion')}>
              {t('studio.newVersion')}
            </Button>
          </>
        ) : null}
        {can('delist') ? (
          <ConfirmButton
            label={t('studio.delist')}
            question={t('studio.delistQuestion')}
            disabled={busy}
            onConfirm={() => act.mutate('delist')}
          />
        ) : null}
        {can('delete') ? (
          <ConfirmButton
            label={t('studio.delete')}
            question={t('studio.deleteQuestion')}
            disabled={busy}
            onConfirm={() => act.mutate('delete')}
          />
        ) : null}
      </div>
    </article>
  );
}
