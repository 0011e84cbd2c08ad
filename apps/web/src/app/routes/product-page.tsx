import { TIERS } from '@space/contracts/limits';
import type { ProductDetail } from '@space/contracts/products';
import { isWebLink } from '@space/contracts/web-links';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { DownloadIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { authorPath, paths } from '../../config/paths.ts';
import { PurchaseActions } from '../../features/orders/purchase-actions.tsx';
import { getProductQueryOptions } from '../../features/catalog/catalog-api.ts';
import { MoreFromCreator, RelatedProducts } from '../../features/catalog/more-products.tsx';
import { PrerequisiteList, RequiredByList } from '../../features/catalog/prerequisite-list.tsx';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { ProductDescription } from '../../features/catalog/product-description.tsx';
import { ProductRequirements } from '../../features/catalog/product-requirements.tsx';
import { ShareButton } from '../../features/catalog/share-button.tsx';
import { DevicePreviewSection } from '../../features/device-preview/device-preview-section.tsx';
import { LikeButton } from '../../features/likes/like-button.tsx';
import { ProductReviews } from '../../features/reviews/product-reviews.tsx';
import { useTierInForce } from '../../features/memberships/use-tier-in-force.ts';
import { ProductGallery } from '../../features/catalog/product-gallery.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageName } from '../navigation/page-name.ts';
import {
  listPathOf,
  ProductBreadcrumbs,
  VersionHistory,
  ProductSkeleton,
  Facts,
} from '../../features/catalog/product-details.tsx';

function Purchase({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  // The viewer's tier comes from their membership while it lasts; visitors and non-members pay
  // the general price.
  const tier = useTierInForce();
  const price = product.prices[tier];
  const free = price === 0;
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card">
      <p className="text-sm text-muted">{t('product.yourPrice')}</p>
      <PriceTag amount={price} currency={product.currency} className="text-3xl font-extrabold" />
      <ul className="mt-4 space-y-1.5 text-sm" aria-label={t('product.tierPrices')}>
        {TIERS.map((row) => (
          <li
            key={row}
            aria-current={row === tier ? 'true' : undefined}
            className={`flex justify-between rounded-lg px-3 py-1.5 ${row === tier ? 'bg-surface-2 font-semibold' : ''}`}
          >
            <span>{t(`tiers.${row}`)}</span>
            <PriceTag amount={product.prices[row]} currency={product.currency} />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2">
        <PurchaseActions productId={product.id} authorId={product.author.id} free={free} />
      </div>
    </div>
  );
}

export function ProductPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...getProductQueryOptions(id), enabled: valid });
  // Spec §2 titles: '<product name> | Space' once the product is known.
  usePageName(valid ? query.data?.name : undefined);

  if (!valid || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <div className="container-page py-16">
        <EmptyState
          title={t('empty.productMissing')}
          action={<ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>}
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container-page py-16">
        <LoadFailed onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending) return <ProductSkeleton />;
  return <ProductView product={query.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The server sends only http(s) links; the page holds to the same rule on its own.
  const links = product.relatedLinks.filter((link) => isWebLink(link.url));
  const listPath = listPathOf(product);
  return (
    <div className="container-page py-8">
      <div className="mb-6">
        <ProductBreadcrumbs product={product} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <ProductGallery name={product.name} images={product.images} />
        </div>
        <aside className="flex min-w-0 flex-col gap-5">
          <div>
            <p className="text-xs font-medium tracking-wide text-primary uppercase">
              {product.contentTypes.map((type) => t(runtimeKey('contentTypes', type))).join(' · ')}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
            <Link
              to={authorPath(product.author.id)}
              className="mt-2 flex items-center gap-2 text-sm text-muted hover:text-text"
            >
              {product.author.avatar ? (
                <img src={product.author.avatar} alt="" className="size-7 rounded-full" />
              ) : null}
              {t('common.by', { name: product.author.nickName })}
            </Link>
            {/* One line each, whatever the font: a row that wraps once the web font is in
                would move everything under it (CLS). */}
            <div className="mt-4 flex items-center gap-3">
              <LikeButton productId={product.id} initialCount={product.likeCount} />
              <ShareButton productId={product.id} name={product.name} />
            </div>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-muted">
              <DownloadIcon size={18} />
              {t('common.downloads', { count: product.downloadCount })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2 text-xs">
              {product.dialSupport ? (
                <span className="rounded-full bg-surface-2 px-3 py-1">{t('product.dial')}</span>
              ) : null}
              {product.audioSupport ? (
                <span className="rounded-full bg-surface-2 px-3 py-1">{t('product.audio')}</span>
              ) : null}
            </div>
          </div>
          <Purchase product={product} />
          <PrerequisiteList product={product} />
        </aside>
      </div>
      <DevicePreviewSection product={product} />
      {/* min-w-0: a long unbroken line in a section must not widen the page on a phone. */}
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section className="min-w-0">
          <h2 className="text-xl font-bold">{t('product.overview')}</h2>
          <p className="mt-3 whitespace-pre-line text-muted">{product.overview}</p>
          {product.description ? (
            <ProductDescription source={product.description} className="mt-5" />
          ) : null}
          <VersionHistory product={product} />
        </section>
        <section className="min-w-0">
          <h2 className="text-xl font-bold">{t('product.details')}</h2>
          <div className="mt-3">
            <Facts product={product} />
          </div>
          <div className="mt-6">
            <ProductRequirements product={product} />
          </div>
          {links.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">{t('product.links')}</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {links.map((link) => (
                  <li key={link.url}>
                    <a
                      className="text-primary hover:underline"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <RequiredByList product={product} className="mt-6" />
        </section>
      </div>
      <ProductReviews
        key={`reviews-${product.id}`}
        productId={product.id}
        onChanged={() =>
          void queryClient.invalidateQueries({
            queryKey: getProductQueryOptions(product.id).queryKey,
          })
        }
      />
      {/* Below the fold: each row loads when scrolled near, and starts afresh per product. */}
      <MoreFromCreator
        key={`creator-${product.id}`}
        product={product}
        authorPagePath={authorPath(product.author.id)}
      />
      <RelatedProducts key={`related-${product.id}`} product={product} listPath={listPath} />
    </div>
  );
}
