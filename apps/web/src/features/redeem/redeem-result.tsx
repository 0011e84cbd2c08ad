import type { ProductSummary } from '@space/contracts/products';
import { REDEEM_MESSAGES, type RedeemResult } from '@space/contracts/redeem-codes';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { paths, productPath } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { srcSetOf } from '../../lib/image-sources.ts';

function ProductLine({ product, muted = false }: { product: ProductSummary; muted?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 px-5 py-3">
      <LazyImage
        src={product.cover}
        srcSet={srcSetOf(product.coverVariants)}
        sizes="80px"
        alt={t('common.image', { name: product.name })}
        aspect={1.5}
        className={`w-16 shrink-0 rounded-lg ${muted ? 'opacity-60' : ''}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={productPath(product.id)}
          className={`line-clamp-2 font-medium hover:text-primary ${muted ? 'text-muted' : ''}`}
        >
          {product.name}
        </Link>
        <p className="truncate text-xs text-muted">
          {t('common.by', { name: product.author.nickName })}
        </p>
      </div>
    </li>
  );
}

/** What a redemption gave: 'Redeem Successful', the products with links, the membership. */
export function RedeemResultCard({
  result,
  onAnother,
}: {
  result: RedeemResult;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const { granted, alreadyOwned, membership } = result;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-success/30 bg-success/5 px-5 py-8 text-center">
        <CheckCircleIcon size={48} className="text-success" />
        <h2 className="text-xl font-bold sm:text-2xl">{REDEEM_MESSAGES.redeemed[lang]}</h2>
      </div>
      {granted.length > 0 ? (
        <section
          aria-labelledby="redeem-granted"
          className="rounded-[var(--radius-card)] border border-border bg-surface shadow-card"
        >
          <h3 id="redeem-granted" className="border-b border-border px-5 py-3 font-semibold">
            {t('coupon.granted', { count: granted.length })}
          </h3>
          <ul className="divide-y divide-border">
            {granted.map((product) => (
              <ProductLine key={product.id} product={product} />
            ))}
          </ul>
        </section>
      ) : null}
      {membership ? (
        <section
          aria-labelledby="redeem-membership"
          className="rounded-[var(--radius-card)] border border-border bg-surface px-5 py-4 shadow-card"
        >
          <h3 id="redeem-membership" className="font-semibold">
            {t('coupon.membership')}
          </h3>
          <p className="mt-1 text-lg font-bold text-primary">
            {t('coupon.membershipDays', {
              count: membership.grantedDays,
              tier: t(`tiers.${membership.grantedTier}`),
            })}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('coupon.membershipUntil', {
              tier: t(`tiers.${membership.tier}`),
              date: formatDate(membership.expiresAt, lang),
            })}
          </p>
          <Link
            to={paths.buyMember}
            className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
          >
            {t('coupon.toMembership')}
          </Link>
        </section>
      ) : null}
      {alreadyOwned.length > 0 ? (
        <section
          aria-labelledby="redeem-owned"
          className="rounded-[var(--radius-card)] border border-dashed border-border bg-surface"
        >
          <h3 id="redeem-owned" className="border-b border-border px-5 py-3 text-sm text-muted">
            {t('coupon.alreadyOwned')}
          </h3>
          <ul className="divide-y divide-border">
            {alreadyOwned.map((product) => (
              <ProductLine key={product.id} product={product} muted />
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {granted.length > 0 || alreadyOwned.length > 0 ? (
          <ButtonLink to={paths.products}>{t('coupon.toProducts')}</ButtonLink>
        ) : null}
        <Button variant="secondary" onClick={onAnother}>
          {t('coupon.another')}
        </Button>
      </div>
    </div>
  );
}
