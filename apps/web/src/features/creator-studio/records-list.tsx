import { UPLOAD_STATES, type UploadState } from '@space/contracts/upload-states';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { RecordCard } from './record-card.tsx';
import { getUploadRecordsQueryOptions } from './uploads-api.ts';

/** "Upload records" (spec §2): filtered by state, each with its reason, history and actions. */
export function RecordsList({
  state,
  page,
  onFilter,
  onPage,
  onOpen,
}: {
  state: UploadState | undefined;
  page: number;
  onFilter: (state: UploadState | undefined) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const records = useQuery(getUploadRecordsQueryOptions(state, page));
  const chip = (value: UploadState | undefined, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={state === value}
      onClick={() => onFilter(value)}
      className={`rounded-full px-3 py-1.5 text-sm font-medium ${
        state === value ? 'bg-primary text-on-primary' : 'bg-surface text-muted hover:text-text'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div>
      <div
        role="group"
        aria-label={t('studio.filterByState')}
        className="mb-4 flex flex-wrap gap-2"
      >
        {chip(undefined, t('studio.allStates'))}
        {UPLOAD_STATES.map((value) => chip(value, t(`studio.states.${value}`)))}
      </div>
      {records.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : records.isError ? (
        <LoadFailed onRetry={() => void records.refetch()} />
      ) : records.data.list.length === 0 ? (
        <EmptyState title={t('empty.uploadsEmpty')} text={t('studio.recordsEmptyText')} />
      ) : (
        <>
          <ul className="grid gap-3">
            {records.data.list.map((record) => (
              <li key={record.id}>
                <RecordCard record={record} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          <Pagination
            page={records.data.page}
            pageSize={records.data.pageSize}
            total={records.data.total}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
