import { ARTICLE_CHANNELS, type ArticleChannel } from '@space/contracts/articles';
import { DEVICE_FAMILIES, type DeviceFamily } from '@space/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { ArticleGrid, ArticleGridSkeleton } from '../../features/articles/article-card.tsx';
import {
  discoveryParamsOf,
  getDiscoveryFeedQueryOptions,
  getNewProductsQueryOptions,
} from '../../features/articles/discovery-params.ts';
import { ProductRow, ProductRowSkeleton } from '../../features/catalog/product-row.tsx';

/** The filters live in the URL (channel, family, page), so a link shares the same view. */
function useDiscoveryParams() {
  const [search, setSearch] = useSearchParams();
  const { channel, family, page } = discoveryParamsOf(search);
  const update = (name: 'channel' | 'family' | 'page', value: string | number | undefined) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined || value === 1) next.delete(name);
      else next.set(name, String(value));
      if (name !== 'page') next.delete('page');
      return next;
    });
  return { channel, family, page, update };
}

function ChannelTabs({
  channel,
  onChange,
}: {
  channel: ArticleChannel | undefined;
  onChange: (channel: ArticleChannel | undefined) => void;
}) {
  const { t } = useTranslation();
  const pill = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap ${
      active
        ? 'bg-primary text-on-primary'
        : 'border border-border bg-surface text-muted hover:bg-surface-2'
    }`;
  return (
    <div
      role="group"
      aria-label={t('articles.channel')}
      className="flex gap-2 overflow-x-auto pb-1"
    >
      {[undefined, ...ARTICLE_CHANNELS].map((value) => (
        <button
          key={value ?? 'all'}
          type="button"
          aria-pressed={channel === value}
          className={pill(channel === value)}
          onClick={() => onChange(value)}
        >
          {value ? t(`articles.channels.${value}`) : t('articles.allChannels')}
        </button>
      ))}
    </div>
  );
}

function NewProducts({ family }: { family: DeviceFamily | undefined }) {
  const { t } = useTranslation();
  const products = useQuery(getNewProductsQueryOptions(family));
  return (
    <section aria-labelledby="new-products" className="mb-10">
      <h2 id="new-products" className="mb-4 text-xl font-bold">
        {t('articles.newProducts')}
      </h2>
      {products.data ? <ProductRow products={products.data.list} /> : <ProductRowSkeleton />}
    </section>
  );
}

/** `/discovery`: new products and the published public articles, by channel and device. */
export function DiscoveryPage() {
  const { t } = useTranslation();
  const { channel, family, page, update } = useDiscoveryParams();
  const feed = useQuery(getDiscoveryFeedQueryOptions({ channel, family, page }));
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('titles.discovery')}
        subtitle={t('articles.discoverySubtitle')}
        actions={<ButtonLink to={paths.publish}>{t('articles.write')}</ButtonLink>}
      />
      <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ChannelTabs channel={channel} onChange={(value) => update('channel', value)} />
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('articles.device')}</span>
          <select
            value={family ?? ''}
            onChange={(event) => update('family', event.target.value || undefined)}
            className="rounded-full border border-border bg-surface px-3 py-1.5"
          >
            <option value="">{t('articles.allDevices')}</option>
            {DEVICE_FAMILIES.map((f) => (
              <option key={f.code} value={f.code}>
                {t(`families.${f.code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <NewProducts family={family} />
      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading" className="mb-4 text-xl font-bold">
          {t('articles.latest')}
        </h2>
        {feed.isPending ? (
          <ArticleGridSkeleton />
        ) : feed.isError ? (
          <LoadFailed onRetry={() => void feed.refetch()} />
        ) : feed.data.list.length === 0 ? (
          <EmptyState title={t('articles.feedEmpty')} text={t('articles.feedEmptyText')} />
        ) : (
          <>
            <ArticleGrid articles={feed.data.list} label={t('articles.latest')} />
            <Pagination
              page={feed.data.page}
              pageSize={feed.data.pageSize}
              total={feed.data.total}
              onPage={(value) => update('page', value)}
            />
          </>
        )}
      </section>
    </div>
  );
}
