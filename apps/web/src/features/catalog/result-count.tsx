import type { ProductPage } from '@space/contracts/products';
import { useTranslation } from 'react-i18next';

/** "24 items", or "More than 1,000 items" when the server stopped counting (decision 010). */
export function ResultCount({ page }: { page: Pick<ProductPage, 'total' | 'totalExact'> }) {
  const { t, i18n } = useTranslation();
  const count = page.total.toLocaleString(i18n.language);
  return <>{t(page.totalExact ? 'list.results' : 'list.resultsAtLeast', { count })}</>;
}
