import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../features/orders/order-bits.tsx';
import { isOrderNo } from '../../features/orders/orders-api.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { QrOrder, MissingOrder } from '../../features/orders/wx-qrcode-order.tsx';

/** `/wxQRcode?orderNo=…`: WeChat Pay Native's code, polled every 2 s until paid. */
export function WxQrcodePage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.wxQRcode')} />
      {!loggedIn ? (
        <SignInPrompt />
      ) : isOrderNo(orderNo) ? (
        <QrOrder key={orderNo} orderNo={orderNo} />
      ) : (
        <MissingOrder />
      )}
    </div>
  );
}
