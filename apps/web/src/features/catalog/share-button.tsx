import { ShareIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { useTranslation } from '../../lib/translator.ts';
import { toast } from '../../components/toast/toast-store.ts';

/** The product's own address, without the preference parameters a visitor may have arrived with. */
export function productUrl(id: number): string {
  return new URL(productPath(id), window.location.origin).href;
}

/**
 * Shares the product page: the system's share sheet where the browser has one (phones,
 * some desktops), else the link goes to the clipboard with a toast that says so.
 */
export function ShareButton({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = productUrl(productId);
    const data = { title: `${name} | Space`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Anything else: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('product.linkCopied'));
    } catch {
      toast.error(t('product.copyFailed', { url }));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-text transition-colors hover:bg-surface-2"
    >
      <ShareIcon size={18} />
      {t('product.share')}
    </button>
  );
}
