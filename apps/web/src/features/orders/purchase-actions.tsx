import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { CartIcon, CheckIcon, UserIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useCartActions, useCartContents, useOwnedProductIds } from '../cart/use-cart.ts';

// Only a signed-in buyer of a free product sees it (never the server's first view, which is a
// visitor's): checkout's code loads when it shows, not with every product page.
const GetFreeButton = lazy(() =>
  import('./get-free-button.tsx').then((module) => ({ default: module.GetFreeButton })),
);

/**
 * The product page's buying buttons: the creator's own product → to their upload records
 * (nothing to buy; issue 32); owned → to the owned products; in the cart → to the cart;
 * otherwise add to the cart (a visitor's cart is kept in the browser until login).
 */
export function PurchaseActions({
  productId,
  authorId,
  free,
}: {
  productId: number;
  authorId: number;
  free: boolean;
}) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const mine = useUserStore((state) => state.userInfo?.id === authorId) && loggedIn;
  const owned = useOwnedProductIds().includes(productId);
  const inCart = useCartContents().ids.includes(productId);
  const { add, adding } = useCartActions();

  if (mine) {
    return (
      <>
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <UserIcon size={18} />
          {t('product.yourProduct')}
        </p>
        <ButtonLink to={`${paths.contentUpload}?tab=records`}>
          {t('product.editYourProduct')}
        </ButtonLink>
      </>
    );
  }
  if (owned) {
    return (
      <>
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <CheckIcon size={18} />
          {t('cart.youOwnThis')}
        </p>
        <ButtonLink to={paths.products}>{t('cart.toMyProducts')}</ButtonLink>
      </>
    );
  }
  if (inCart) {
    return (
      <>
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <CheckIcon size={18} />
          {t('cart.inCart')}
        </p>
        <ButtonLink to={paths.cart}>
          <CartIcon size={18} />
          {t('cart.viewCart')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {free && loggedIn ? (
        <Suspense fallback={<Button disabled>{t('product.getFree')}</Button>}>
          <GetFreeButton productId={productId} />
        </Suspense>
      ) : null}
      <Button
        variant={free && loggedIn ? 'secondary' : 'primary'}
        disabled={adding === productId}
        onClick={() => add(productId)}
      >
        <CartIcon size={18} />
        {t('product.addToCart')}
      </Button>
    </>
  );
}
