import { parseHtml, type HtmlNode } from './html-tree.ts';

/** The product card's id of an article's `<div data-product-card>`, or null when it is none. */
export function embeddedProductId(element: Extract<HtmlNode, { type: 'element' }>): number | null {
  if (element.tag !== 'div') return null;
  const id = Number(element.getAttribute('data-product-card'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function collect(nodes: HtmlNode[], ids: Set<number>): Set<number> {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const id = embeddedProductId(node);
    if (id !== null) ids.add(id);
    collect(node.children, ids);
  }
  return ids;
}

/**
 * The products an article's HTML shows as cards, as its body renders them: its route asks for
 * them beside the article, so the page shows them at once and the server can render it.
 */
export function embeddedProductIds(html: string): number[] {
  return [...collect(parseHtml(html), new Set())];
}
