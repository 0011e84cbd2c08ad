import type { ProductSummary } from '@space/contracts/products';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';

/** A prerequisite the buyer lacks, with its price for them. */
export interface PrerequisiteOfferLine {
  product: ProductSummary;
  price: number;
  currency: string;
}

/** One cart row, whoever's cart it is (the server's, or a visitor's priced from the catalogue). */
export type CartLine =
  | {
      kind: 'product';
      id: number;
      product: ProductSummary;
      price: number;
      currency: string;
      owned: boolean;
      missing: PrerequisiteOfferLine[];
    }
  | { kind: 'loading'; id: number }
  | { kind: 'unavailable'; id: number }
  | { kind: 'failed'; id: number; retry: () => void };

interface LineActions {
  onRemove: (productId: number) => void;
  onAdd: (productId: number) => void;
  removing?: number;
  adding?: number;
}

function RemoveButton({ id, name, actions }: { id: number; name: string; actions: LineActions }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => actions.onRemove(id)}
      disabled={actions.removing === id}
      aria-label={t('cart.removeItem', { name })}
      title={t('cart.remove')}
      className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-50"
    >
      <TrashIcon size={18} />
    </button>
  );
}

function MissingPrerequisites({
  offers,
  actions,
}: {
  offers: PrerequisiteOfferLine[];
  actions: LineActions;
}) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl border border-dashed border-warning/50 bg-warning/5 p-3">
      <p className="text-sm font-medium text-warning">{t('cart.needsFirst')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {offers.map((offer) => (
          <li key={offer.product.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={productPath(offer.product.id)}
              className="min-w-0 flex-1 truncate text-sm font-medium hover:text-primary"
            >
              {offer.product.name}
            </Link>
            <PriceTag amount={offer.price} currency={offer.currency} className="text-sm" />
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-xs"
              disabled={actions.adding === offer.product.id}
              onClick={() => actions.onAdd(offer.product.id)}
              aria-label={t('cart.addPrerequisiteLabel', { name: offer.product.name })}
            >
              {t('cart.addPrerequisite')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProductLine({
  line,
  actions,
}: {
  line: Extract<CartLine, { kind: 'product' }>;
  actions: LineActions;
}) {
  const { t } = useTranslation();
  const { product } = line;
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-surface p-3 shadow-card sm:p-4">
      <div className="flex gap-3 sm:gap-4">
        <Link to={productPath(product.id)} className="w-20 shrink-0 sm:w-32" tabIndex={-1}>
          <LazyImage
            src={product.cover}
            srcSet={srcSetOf(product.coverVariants)}
            sizes="128px"
            alt={t('common.image', { name: product.name })}
            aspect={1.5}
            className="rounded-lg"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Link
                to={productPath(product.id)}
                className="line-clamp-2 leading-snug font-semibold hover:text-primary"
              >
                {product.name}
              </Link>
              <p className="truncate text-sm text-muted">
                {t('common.by', { name: product.author.nickName })}
              </p>
            </div>
            <RemoveButton id={line.id} name={product.name} actions={actions} />
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            <div className="flex flex-wrap gap-1.5">
              {line.owned ? (
                <span className="rounded-full bg-success/12 px-2.5 py-0.5 text-xs font-semibold text-success">
                  {t('cart.owned')}
                </span>
              ) : line.price === 0 ? (
                <span className="rounded-full bg-primary/12 px-2.5 py-0.5 text-xs font-semibold text-primary">
                  {t('common.free')}
                </span>
              ) : null}
            </div>
            {line.owned ? (
              <span className="text-sm text-muted line-through">
                <PriceTag amount={line.price} currency={line.currency} />
              </span>
            ) : (
              <PriceTag
                amount={line.price}
                currency={line.currency}
                className="text-lg font-bold"
              />
            )}
          </div>
          {line.owned ? <p className="text-xs text-muted">{t('cart.ownedHint')}</p> : null}
        </div>
      </div>
      <MissingPrerequisites offers={line.missing} actions={actions} />
    </li>
  );
}

/** The cart's rows: each product with its price, free and owned marks, and missing plugins. */
export function CartLines({ lines, actions }: { lines: CartLine[]; actions: LineActions }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('titles.cart')}>
      {lines.map((line) => {
        if (line.kind === 'product') {
          return <ProductLine key={line.id} line={line} actions={actions} />;
        }
        if (line.kind === 'loading') {
          return (
            <li
              key={line.id}
              className="h-28 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
              aria-hidden="true"
            />
          );
        }
        return (
          <li
            key={line.id}
            className="flex items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border bg-surface p-4"
          >
            <p className="flex-1 text-sm text-muted">
              {line.kind === 'unavailable' ? t('cart.unavailable') : t('messages.failedToLoad')}
            </p>
            {line.kind === 'failed' ? (
              <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={line.retry}>
                {t('common.retry')}
              </Button>
            ) : null}
            <RemoveButton id={line.id} name={t('cart.thisItem')} actions={actions} />
          </li>
        );
      })}
    </ul>
  );
}
