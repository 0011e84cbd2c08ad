import { ORDER_STATES, type OrderState } from '@space/contracts/commerce';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../features/orders/order-bits.tsx';
import { ProductUpdateNotices } from '../../features/product-updates/product-updates.tsx';
import { useIsLoggedIn } from '../../stores/token.ts';
import { OwnedList, OrderList } from '../../features/orders/owned-lists.tsx';

type Tab = 'products' | 'orders';

function usePageParams() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'orders' ? 'orders' : 'products';
  const pageNumber = Number(search.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const stateParam = search.get('state');
  const state = ORDER_STATES.includes(stateParam as OrderState)
    ? (stateParam as OrderState)
    : undefined;
  const update = (changes: Record<string, string | number | null>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '' || value === 1) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return { tab, page, state, update };
}

/** `/products`: owned products (spec §3 order fields, newest version, download) and orders. */
export function OwnedProductsPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { tab, page, state, update } = usePageParams();
  const tabs: [Tab, string][] = [
    ['products', t('owned.tabProducts')],
    ['orders', t('owned.tabOrders')],
  ];
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.products')} />
      {!loggedIn ? (
        <SignInPrompt />
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('titles.products')}
            className="mb-6 inline-flex rounded-full border border-border bg-surface p-1"
          >
            {tabs.map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`tab-${value}`}
                aria-selected={tab === value}
                aria-controls={`panel-${value}`}
                onClick={() =>
                  update({ tab: value === 'products' ? null : value, page: null, state: null })
                }
                className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                  tab === value ? 'bg-primary text-on-primary' : 'text-muted hover:text-text'
                }`}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'products' ? (
              <>
                <ProductUpdateNotices />
                <OwnedList page={page} onPage={(next) => update({ page: next })} />
              </>
            ) : (
              <OrderList page={page} state={state} onChange={update} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
