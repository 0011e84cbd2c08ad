import { UPLOAD_STATES, type UploadState } from '@space/contracts/upload-states';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { getMeQueryOptions } from '../../features/account/account-api.ts';
import { CreatorOptIn } from '../../features/creator-studio/creator-opt-in.tsx';
import { RecordsList } from '../../features/creator-studio/records-list.tsx';
import { StartUpload, UploadEditor } from '../../features/creator-studio/upload-editor.tsx';

// The dashboard brings a charting library: loaded only when its tab opens (decision 030).
const CreatorStatsPanel = lazy(() =>
  import('../../features/creator-stats/creator-stats-panel.tsx').then((m) => ({
    default: m.CreatorStatsPanel,
  })),
);

// The creator's earnings (decision 068): its own chunk too, loaded when its tab opens.
const CreatorEarningsPanel = lazy(() =>
  import('../../features/creator-earnings/earnings-panel.tsx').then((m) => ({
    default: m.CreatorEarningsPanel,
  })),
);

const TABS = ['upload', 'records', 'stats', 'earnings'] as const;
type Tab = (typeof TABS)[number];

function useStudioParams() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'upload';
  const record = Number(search.get('record'));
  const state = UPLOAD_STATES.includes(search.get('state') as UploadState)
    ? (search.get('state') as UploadState)
    : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const update = (changes: Record<string, string | number | null>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return {
    tab,
    recordId: Number.isInteger(record) && record > 0 ? record : null,
    state,
    page,
    update,
  };
}

/**
 * `/contentUpload` (spec §2): the upload form, the upload records, the creator's statistics and
 * earnings.
 */
export function ContentUploadPage() {
  const { t } = useTranslation();
  const me = useQuery(getMeQueryOptions());
  const { tab, recordId, state, page, update } = useStudioParams();
  const open = (id: number) => update({ tab: null, record: id });

  let body;
  if (me.isPending) body = <p className="text-sm text-muted">{t('common.loading')}</p>;
  else if (me.isError) body = <LoadFailed onRetry={() => void me.refetch()} />;
  else if (!me.data.isCreator) body = <CreatorOptIn />;
  else {
    const labels: Record<Tab, string> = {
      upload: t('studio.tabUpload'),
      records: t('studio.tabRecords'),
      stats: t('studio.tabStats'),
      earnings: t('studio.tabEarnings'),
    };
    body = (
      <>
        <div
          role="tablist"
          aria-label={t('titles.contentUpload')}
          className="mb-6 inline-flex max-w-full overflow-x-auto rounded-full border border-border bg-surface p-1"
        >
          {TABS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`studio-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`studio-panel-${value}`}
              onClick={() => update({ tab: value === 'upload' ? null : value, page: null })}
              className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                tab === value ? 'bg-primary text-on-primary' : 'text-muted hover:text-text'
              }`}
            >
              {labels[value]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`studio-panel-${tab}`} aria-labelledby={`studio-tab-${tab}`}>
          {tab === 'upload' ? (
            recordId ? (
              <UploadEditor
                id={recordId}
                onNew={() => update({ record: null })}
                onSubmitted={() =>
                  update({ tab: 'records', record: null, state: null, page: null })
                }
              />
            ) : (
              <StartUpload onOpen={open} />
            )
          ) : tab === 'records' ? (
            <RecordsList
              state={state}
              page={page}
              onFilter={(value) => update({ state: value ?? null, page: null })}
              onPage={(value) => update({ page: value === 1 ? null : value })}
              onOpen={open}
            />
          ) : (
            <Suspense fallback={<p className="text-sm text-muted">{t('common.loading')}</p>}>
              {tab === 'earnings' ? <CreatorEarningsPanel /> : <CreatorStatsPanel />}
            </Suspense>
          )}
        </div>
      </>
    );
  }
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.contentUpload')} subtitle={t('studio.subtitle')} />
      {body}
    </div>
  );
}
