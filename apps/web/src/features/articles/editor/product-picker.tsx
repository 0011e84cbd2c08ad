import type { ProductSuggestion } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiData } from '../../../lib/api-client.ts';
import { Modal } from '../modal.tsx';

/** Finds a product by name to embed as a card (the header search's suggestions). */
export function ProductPicker({
  onPick,
  onClose,
}: {
  onPick: (productId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const found = useQuery({
    queryKey: ['products', 'suggestions', query],
    queryFn: ({ signal }) =>
      apiData<ProductSuggestion[]>('/api/products/suggestions', { query: { q: query }, signal }),
    enabled: query.length > 0,
  });
  return (
    <Modal title={t('articles.editor.embedProduct')} onClose={onClose}>
      <label className="mt-4 block text-sm font-medium" htmlFor="product-search">
        {t('articles.editor.productSearch')}
      </label>
      <input
        id="product-search"
        autoFocus
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="mt-1 w-full rounded-xl border border-border bg-bg px-3 py-2"
      />
      <ul
        className="mt-3 max-h-72 overflow-y-auto"
        aria-label={t('articles.editor.productResults')}
      >
        {(found.data ?? []).map((product) => (
          <li key={product.id}>
            <button
              type="button"
              onClick={() => onPick(product.id)}
              className="w-full rounded-lg px-3 py-2 text-left hover:bg-surface-2"
            >
              {product.name}
            </button>
          </li>
        ))}
        {query && found.data?.length === 0 ? (
          <li className="px-3 py-2 text-sm text-muted">{t('messages.noData')}</li>
        ) : null}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
