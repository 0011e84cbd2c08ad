import { useTranslation } from '../../lib/translator.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useIsLoggedIn } from '../../stores/token.ts';
import { MergeNotice, ServerCart, VisitorCart } from '../../features/cart/cart-views.tsx';

/** `/cart` (spec §2): what the visitor or user is about to buy. */
export function CartPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.cart')} />
      <MergeNotice />
      {loggedIn ? <ServerCart /> : <VisitorCart />}
    </div>
  );
}
