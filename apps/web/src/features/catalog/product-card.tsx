import type { ProductListItem } from '@space/contracts/products';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { formatCount } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { Highlight } from '../../components/ui/highlight.tsx';
import { CARD_IMAGE_SIZES, srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { RatingBadge, ratingOf } from '../../components/ui/rating-stars.tsx';

export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  product,
  highlight,
  showAuthor = true,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductListItem;
  highlight?: string;
  /** False where every card has the same creator (their own page, "More from…"). */
  showAuthor?: boolean;
  /** One of the first cards of a page: its image loads with the page (LazyImage). */
  priority?: boolean;
  /** 2 where the cards sit right under the page's h1 (a list, results): no level is skipped. */
  headingLevel?: CardHeadingLevel;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = useMainStore((s) => s.lang);
  const rating = ratingOf(product);
  return (
    <Link
      to={productPath(product.id)}
      className="group flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-primary/40"
    >
      <LazyImage
        src={product.cover}
        srcSet={srcSetOf(product.coverVariants)}
        sizes={CARD_IMAGE_SIZES}
        alt={t('common.image', { name: product.name })}
        aspect={1.5}
        imgClassName="transition duration-300 group-hover:scale-[1.03]"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-primary uppercase">
          {product.contentTypes.map((type) => t(runtimeKey('contentTypes', type))).join(' · ')}
        </p>
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          {highlight ? <Highlight text={product.name} query={highlight} /> : product.name}
        </Heading>
        {showAuthor ? (
          <p className="truncate text-sm text-muted">
            {t('common.by', { name: product.author.nickName })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-2">
          <PriceTag amount={product.price} currency={product.currency} className="font-semibold" />
          <span className="flex items-center gap-2.5">
            <RatingBadge average={rating?.average} count={rating?.count} />
            <span
              className="flex items-center gap-1 text-xs text-muted"
              aria-label={t('common.likes', { count: product.likeCount })}
            >
              <HeartIcon size={14} />
              {formatCount(product.likeCount, lang)}
            </span>
          </span>
        </div>
      </div>
    </Link>
  );
}

export function ProductGrid({
  products,
  highlight,
  showAuthor,
  priorityCount = 0,
  headingLevel,
}: {
  products: ProductListItem[];
  highlight?: string;
  showAuthor?: boolean;
  /** On a page that is a grid (results, a list): its first cards, which a phone shows at once. */
  priorityCount?: number;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4 3xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            highlight={highlight}
            showAuthor={showAuthor}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-72 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      ))}
    </ul>
  );
}
