import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { useCheckout } from './use-checkout.ts';

/** A product free for this user: one click makes a free order (granted at once), then /success. */
export function GetFreeButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  return (
    <>
      <Button disabled={checkout.busy} onClick={() => checkout.start({ productIds: [productId] })}>
        {checkout.busy ? t('payment.processing') : t('product.getFree')}
      </Button>
      {checkout.error ? (
        <p role="alert" className="text-sm text-danger">
          {checkout.error}
        </p>
      ) : null}
    </>
  );
}
