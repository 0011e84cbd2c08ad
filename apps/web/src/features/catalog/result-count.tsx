import type { ProductPage } from '@space/contracts/products';
import { useTranslation } from '../../lib/translator.ts';

/**
 * "1 item", "24 items", or "More than 1,000 items" when the server stopped counting
 * (decision 010): a number, so the translator picks the plural form and formats the digits.
 */
export function ResultCount({ page }: { page: Pick<ProductPage, 'total' | 'totalExact'> }) {
  const { t } = useTranslation();
  return <>{t(page.totalExact ? 'list.results' : 'list.resultsAtLeast', { count: page.total })}</>;
}
