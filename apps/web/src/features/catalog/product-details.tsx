import { DEVICE_FAMILIES, contentSlug, type ContentType } from '@space/contracts/catalog';
import type { ProductDetail } from '@space/contracts/products';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The list page of the product's family and (first) content type, when the family has one. */
export function listPathOf(product: ProductDetail): string | undefined {
  const family = DEVICE_FAMILIES.find((f) => f.code === product.deviceFamily);
  const type = product.contentTypes[0] as ContentType | undefined;
  if (!family || !type || !(family.contentTypes as readonly string[]).includes(type)) {
    return undefined;
  }
  return `${family.path}/${contentSlug(type)}`;
}

/** Home › family › content type › product. */
export function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const family = DEVICE_FAMILIES.find((f) => f.code === product.deviceFamily);
  const type = product.contentTypes[0];
  const items: Crumb[] = [{ label: t('nav.home'), to: paths.home }];
  if (family) items.push({ label: t(`families.${family.code}`), to: family.path });
  if (type) items.push({ label: t(runtimeKey('contentTypes', type)), to: listPathOf(product) });
  items.push({ label: product.name });
  return <Breadcrumbs items={items} label={t('product.breadcrumb')} />;
}

export function VersionHistory({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <>
      <h2 className="mt-8 text-xl font-bold">{t('product.versionHistory')}</h2>
      <ol className="mt-3 space-y-3">
        {product.versions.map((version, index) => (
          <li key={version.version} className="rounded-xl border border-border bg-surface p-4">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              {version.version}
              {index === 0 ? (
                <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                  {t('product.currentVersion')}
                </span>
              ) : null}
              <span className="text-sm font-normal text-muted">
                {formatDate(version.createdAt, lang)} · {formatSize(version.sizeBytes)}
              </span>
            </p>
            {version.newVersionInfo ? (
              <p className="mt-1 text-sm whitespace-pre-line text-muted">
                {version.newVersionInfo}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The page's shape while the product loads, box for box (breadcrumb, gallery with its
 * thumbnails, title block, price panel), so nothing jumps when it arrives (issue 14: CLS).
 * The detail is usually in before the page's code (preloaded by the route's guard), and then
 * this never shows.
 */
export function ProductSkeleton() {
  const pulse = 'animate-pulse bg-surface-2';
  return (
    <div className="container-page py-8" aria-busy="true">
      <div className="mb-6 flex h-[1.3125rem] items-center">
        <div className={`h-4 w-64 max-w-full rounded ${pulse}`} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-3">
          <div
            className={`aspect-[3/2] rounded-[var(--radius-card)] border border-border ${pulse}`}
          />
          <div className="flex gap-2">
            {[0, 1, 2].map((index) => (
              <div key={index} className={`aspect-[3/2] w-20 rounded-lg sm:w-24 ${pulse}`} />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className={`h-4 w-24 rounded ${pulse}`} />
            <div className={`h-9 w-4/5 rounded-lg ${pulse}`} />
            <div className={`h-7 w-40 rounded-full ${pulse}`} />
            <div className={`h-10 w-52 rounded-full ${pulse}`} />
            <div className={`h-5 w-36 rounded ${pulse}`} />
          </div>
          <div className={`h-[19rem] rounded-[var(--radius-card)] ${pulse}`} />
        </div>
      </div>
    </div>
  );
}

export function Facts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const latest = product.versions[0];
  const rows: [string, string][] = [
    [t('product.version'), latest?.version ?? '—'],
    [t('product.size'), latest ? formatSize(latest.sizeBytes) : '—'],
    [t('product.updated'), latest ? formatDate(latest.createdAt, lang) : '—'],
    [
      t('product.category'),
      t(`categories.${product.category}`, { defaultValue: product.category }),
    ],
    [
      t('product.languages'),
      product.supportedLanguages.map((l) => t(`languages.${l}`, { defaultValue: l })).join(', '),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
