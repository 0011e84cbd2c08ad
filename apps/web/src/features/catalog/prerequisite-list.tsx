import type { ProductDetail, ProductSummary } from '@space/contracts/products';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { productPath } from '../../config/paths.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';

/** One product as a single linked row: cover, name, author and family, price. */
function CompactProduct({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={productPath(product.id)}
      className="group flex items-center gap-3 rounded-xl border border-border bg-surface p-2 pr-3 transition hover:border-primary/40 focus-visible:border-primary"
    >
      <LazyImage
        src={product.cover}
        alt={t('common.image', { name: product.name })}
        aspect={1.5}
        className="w-20 shrink-0 rounded-lg"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-snug font-semibold group-hover:text-primary">
          {product.name}
        </p>
        <p className="truncate text-xs text-muted">
          {t('common.by', { name: product.author.nickName })} ·{' '}
          {t(`families.${product.deviceFamily}`, { defaultValue: product.deviceFamily })}
        </p>
      </div>
      <PriceTag
        amount={product.price}
        currency={product.currency}
        className="shrink-0 text-sm font-semibold"
      />
    </Link>
  );
}

function CompactList({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <CompactProduct product={product} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The front (prerequisite) plugins a product needs installed first (spec §3), and a note when
 * some of them are not available to this viewer (decision 013). Nothing when it needs none.
 */
export function PrerequisiteList({
  product,
  className = '',
}: {
  product: Pick<ProductDetail, 'prerequisites' | 'prerequisitesHidden'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { prerequisites, prerequisitesHidden: hidden } = product;
  if (prerequisites.length === 0 && hidden === 0) return null;
  return (
    <section aria-labelledby="prerequisites-title" className={className}>
      <h2 id="prerequisites-title" className="font-semibold">
        {t('prerequisites.title')}
      </h2>
      <p className="mt-0.5 text-sm text-muted">{t('prerequisites.hint')}</p>
      {prerequisites.length > 0 ? (
        <div className="mt-3">
          <CompactList products={prerequisites} label={t('prerequisites.title')} />
        </div>
      ) : null}
      {hidden > 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-border px-3 py-2 text-sm text-warning">
          {t('prerequisites.unavailable', { count: hidden })}
        </p>
      ) : null}
    </section>
  );
}

/** The visible products that need this one installed first; nothing when there are none. */
export function RequiredByList({
  product,
  className = '',
}: {
  product: Pick<ProductDetail, 'requiredBy'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { list, total } = product.requiredBy;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="required-by-title" className={className}>
      <h3 id="required-by-title" className="font-semibold">
        {t('prerequisites.requiredBy')}
      </h3>
      <div className="mt-2">
        <CompactList products={list} label={t('prerequisites.requiredBy')} />
      </div>
      {total > list.length ? (
        <p className="mt-2 text-sm text-muted">
          {t('prerequisites.requiredByMore', { count: total - list.length })}
        </p>
      ) : null}
    </section>
  );
}
