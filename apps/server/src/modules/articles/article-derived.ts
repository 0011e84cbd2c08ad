import type { ArticleDocument, Block, Inline } from './article-content.ts';

/** What the server derives from a normalised document: text, embedded products, substance. */

/** Every block of a document, depth first (lists and quotes included). */
function* walk(blocks: Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'blockquote') yield* walk(block.content);
    if (block.type === 'bulletList' || block.type === 'orderedList') {
      for (const item of block.content) yield* walk(item.content);
    }
  }
}

function inlineText(content: Inline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** The plain text of a normalised document, blocks separated by line breaks. */
export function plainTextOf(doc: ArticleDocument): string {
  const lines: string[] = [];
  for (const block of walk(doc.content)) {
    if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'codeBlock') {
      const text = inlineText(block.content);
      if (text) lines.push(text);
    }
  }
  return lines.join('\n');
}

/** Product ids of the embedded product cards, in order, each once. */
export function productCardIds(doc: ArticleDocument): number[] {
  const ids: number[] = [];
  for (const block of walk(doc.content)) {
    if (block.type === 'productCard' && !ids.includes(block.attrs.productId)) {
      ids.push(block.attrs.productId);
    }
  }
  return ids;
}

/** Drops the product cards whose product is not in `keep` (gone, or not visible). */
export function withoutCards(doc: ArticleDocument, keep: Set<number>): ArticleDocument {
  const filter = (blocks: Block[]): Block[] =>
    blocks.flatMap((block): Block[] => {
      if (block.type === 'productCard') return keep.has(block.attrs.productId) ? [block] : [];
      if (block.type === 'blockquote') {
        const content = filter(block.content);
        return content.length ? [{ ...block, content }] : [];
      }
      if (block.type === 'bulletList' || block.type === 'orderedList') {
        const content = block.content.map((item) => ({ ...item, content: filter(item.content) }));
        return [{ ...block, content } as Block];
      }
      return [block];
    });
  return { type: 'doc', content: filter(doc.content) };
}

/** Whether the document says anything: some text, an image or a product card. */
export function hasSubstance(doc: ArticleDocument): boolean {
  if (plainTextOf(doc).trim()) return true;
  for (const block of walk(doc.content)) {
    if (block.type === 'image' || block.type === 'productCard') return true;
  }
  return false;
}
