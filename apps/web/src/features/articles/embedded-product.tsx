import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { BoxIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { getProductQueryOptions } from '../catalog/catalog-api.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';

/**
 * A product card embedded in an article (decision 031): the product as the reader may see it
 * now; nothing when it is gone or not available to the reader's brand.
 */
export function EmbeddedProduct({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const product = useQuery({ ...getProductQueryOptions(productId), retry: false });
  if (product.isPending) {
    return <div aria-hidden="true" className="my-6 h-24 animate-pulse rounded-xl bg-surface-2" />;
  }
  if (product.isError) return null;
  const { data } = product;
  const cover = data.images[0]?.url ?? data.cover;
  return (
    <Link
      to={productPath(data.id)}
      className="my-6 flex items-center gap-4 rounded-xl border border-border bg-surface p-3 !no-underline shadow-card transition hover:border-primary/50"
      data-testid="embedded-product"
    >
      {cover ? (
        <img
          src={cover}
          alt=""
          loading="lazy"
          className="!my-0 !size-20 shrink-0 !rounded-lg object-cover"
        />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted">
          <BoxIcon size={24} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium tracking-wide text-primary uppercase">
          {t(`families.${data.deviceFamily}`, { defaultValue: data.deviceFamily })}
        </span>
        <span className="block truncate font-semibold text-text">{data.name}</span>
        <span className="block truncate text-sm text-muted">
          {t('common.by', { name: data.author.nickName })}
        </span>
      </span>
      <PriceTag
        amount={data.price}
        currency={data.currency}
        className="shrink-0 font-semibold text-text"
      />
    </Link>
  );
}
