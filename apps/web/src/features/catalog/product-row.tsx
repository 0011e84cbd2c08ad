import type { ProductListItem } from '@space/contracts/products';
import { ProductCard } from './product-card.tsx';

/**
 * One row of cards: a sideways-scrolling strip on phones and tablets (the next card peeks
 * in as a cue), four columns from `lg`.
 */
const ROW = 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 sm:gap-5 lg:grid lg:grid-cols-4';
const CELL = 'flex w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-auto';

/** How many cards a row shows. */
export const ROW_SIZE = 4;

export function ProductRow({
  products,
  showAuthor = true,
}: {
  products: ProductListItem[];
  showAuthor?: boolean;
}) {
  return (
    <ul className={ROW}>
      {products.slice(0, ROW_SIZE).map((product) => (
        <li key={product.id} className={CELL}>
          <ProductCard product={product} showAuthor={showAuthor} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The row's place while it loads: card-shaped blocks as tall as the usual cards (a name on
 * one line), so the page hardly moves when they arrive.
 */
export function ProductRowSkeleton({ showAuthor = true }: { showAuthor?: boolean }) {
  const text = showAuthor ? 'h-[9.375rem]' : 'h-[7.625rem]';
  return (
    <ul className={ROW} aria-hidden="true">
      {Array.from({ length: ROW_SIZE }, (_, i) => (
        <li key={i} className={CELL}>
          <div className="w-full overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
            <div className="aspect-[3/2] animate-pulse bg-surface-2" />
            <div className={`p-3 sm:p-4 ${text}`}>
              <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
              <div className="mt-3 h-4 w-4/5 animate-pulse rounded bg-surface-2" />
              <div className="mt-3 h-3 w-1/2 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
