import type { UploadRecord } from '@space/contracts/upload-records';
import { priceToMinor, PRICE_PATTERN } from '@space/contracts/upload-rules';
import { useWatch, type Control } from 'react-hook-form';
import type { UploadForm } from '@space/contracts/uploads';
import { formatMoney } from '../../lib/money.ts';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';

/** The values a preview shows, read live from the form. */
function usePreviewValues(control: Control<UploadForm>) {
  const [name, author, overview, types, currency, general, version, size, devices, systems] =
    useWatch({
      control,
      name: [
        'name',
        'author',
        'overview',
        'types',
        'currency',
        'prices.general',
        'version',
        'size',
        'supportedDevices',
        'supportedSystems',
      ],
    });
  return { name, author, overview, types, currency, general, version, size, devices, systems };
}

function usePrice(currency: string | undefined, price: string | undefined): string {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const typed = (price ?? '').trim();
  if (!currency || !PRICE_PATTERN.test(typed) || Number(typed) === 0) return t('common.free');
  return formatMoney(priceToMinor(typed, currency), currency, lang);
}

function Placeholder({ className }: { className: string }) {
  return <div aria-hidden="true" className={`bg-surface-2 ${className}`} />;
}

/**
 * How the product will look in lists, as the creator types (decision 077): the cover (first
 * image), name, author and the general price.
 */
export function CardPreview({
  control,
  record,
}: {
  control: Control<UploadForm>;
  record: UploadRecord;
}) {
  const { t } = useTranslation();
  const values = usePreviewValues(control);
  const price = usePrice(values.currency, values.general);
  const cover = record.media.images[0];
  return (
    <figure className="grid gap-2" data-testid="card-preview">
      <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('studioGuide.previewCard')}
      </figcaption>
      <div className="w-full max-w-64 overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card">
        {cover ? (
          <img
            src={cover.variants[0]?.url ?? cover.url}
            alt=""
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <Placeholder className="aspect-[3/2] w-full" />
        )}
        <div className="grid gap-1 p-3">
          <p className="truncate font-semibold">{values.name?.trim() || t('studio.untitled')}</p>
          <p className="truncate text-xs text-muted">{values.author?.trim() || '—'}</p>
          <p className="text-sm font-semibold text-primary">{price}</p>
        </div>
      </div>
    </figure>
  );
}

/** The top of the product page as it will look: the hero, avatar, name, facts and overview. */
export function PagePreview({
  control,
  record,
}: {
  control: Control<UploadForm>;
  record: UploadRecord;
}) {
  const { t } = useTranslation();
  const values = usePreviewValues(control);
  const price = usePrice(values.currency, values.general);
  const cover = record.media.images[0];
  const avatar = record.media.avatar;
  const facts = [
    values.version ? t('studio.versionN', { version: values.version }) : null,
    values.size ? `${values.size} MB` : null,
    (values.systems ?? []).map((system) => t(runtimeKey('systems', system))).join(', ') || null,
    (values.devices ?? []).join(', ') || null,
  ].filter(Boolean);
  return (
    <figure className="grid gap-2" data-testid="page-preview">
      <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('studioGuide.previewPage')}
      </figcaption>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-bg">
        {cover ? (
          <img src={cover.url} alt="" className="aspect-[16/7] w-full object-cover" />
        ) : (
          <Placeholder className="aspect-[16/7] w-full" />
        )}
        <div className="flex items-start gap-3 p-4">
          {avatar ? (
            <img src={avatar.url} alt="" className="size-14 shrink-0 rounded-2xl object-cover" />
          ) : (
            <Placeholder className="size-14 shrink-0 rounded-2xl" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold break-words">
              {values.name?.trim() || t('studio.untitled')}
            </p>
            <p className="text-sm text-muted">{values.author?.trim() || '—'}</p>
            {(values.types ?? []).length > 0 ? (
              <p className="mt-1 text-xs text-muted">
                {(values.types ?? [])
                  .map((type) => t(runtimeKey('contentTypes', type)))
                  .join(' · ')}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 font-semibold text-primary">{price}</p>
        </div>
        {facts.length > 0 ? (
          <p className="px-4 text-xs break-words text-muted">{facts.join(' · ')}</p>
        ) : null}
        <p className="line-clamp-4 px-4 pt-2 pb-4 text-sm whitespace-pre-line">
          {values.overview?.trim() || t('studioGuide.previewNoOverview')}
        </p>
      </div>
    </figure>
  );
}
