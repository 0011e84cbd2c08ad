import {
  mergeAttributes,
  Node,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  type ReactNodeViewProps,
} from '@tiptap/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translator.ts';
import { BoxIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { getProductQueryOptions } from '../../catalog/catalog-api.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    productCard: {
      /** Embeds a product card after the selection. */
      insertProductCard: (productId: number) => ReturnType;
    };
  }
}

/** The card as the author sees it while writing: the product's name, and a way to remove it. */
function ProductCardView({ node, deleteNode, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const productId = Number(node.attrs.productId);
  const product = useQuery({ ...getProductQueryOptions(productId), retry: false });
  return (
    <NodeViewWrapper
      data-product-card={productId}
      className={`my-4 flex items-center gap-3 rounded-xl border bg-surface p-3 ${
        selected ? 'border-primary' : 'border-border'
      }`}
      contentEditable={false}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted">
        <BoxIcon size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-muted">{t('articles.editor.productCard')}</span>
        <span className="block truncate font-semibold">
          {product.data?.name ?? (product.isError ? t('articles.editor.productGone') : '…')}
        </span>
      </span>
      <button
        type="button"
        onClick={deleteNode}
        aria-label={t('articles.editor.removeProduct')}
        className="rounded-full p-1.5 text-muted hover:bg-surface-2"
      >
        <CloseIcon size={16} />
      </button>
    </NodeViewWrapper>
  );
}

/**
 * A product card embedded in the content (decision 031): a block node holding the product id
 * only. The server keeps it when the product is visible to the author's brand and renders it
 * as `<div data-product-card="id">`, which the reader's page turns into a live card.
 */
export const ProductCardNode = Node.create({
  name: 'productCard',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      productId: {
        default: null,
        parseHTML: (element: HTMLElement) => Number(element.getAttribute('data-product-card')),
        renderHTML: (attributes: { productId: number | null }) => ({
          'data-product-card': attributes.productId,
        }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-product-card]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ProductCardView);
  },
  addCommands() {
    return {
      insertProductCard:
        (productId: number) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { productId } }),
    };
  },
});
