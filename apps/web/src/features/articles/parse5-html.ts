import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { HtmlNode, HtmlParser } from './html-tree.ts';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

function fromParse5(node: ChildNode): HtmlNode {
  if (node.nodeName === '#text') return { type: 'text', text: (node as { value: string }).value };
  if (!('tagName' in node)) return { type: 'other' };
  const element = node;
  return {
    type: 'element',
    tag: element.tagName,
    getAttribute: (name) => element.attrs.find((attr) => attr.name === name)?.value ?? null,
    children: element.childNodes.map(fromParse5),
  };
}

const isElement = (node: ChildNode, tag: string): node is Element =>
  'tagName' in node && node.tagName === tag;

/**
 * parse5, the HTML standard's parsing as browsers do it, for the server's render of an article
 * (decision 060): the same document DOMParser makes of `<body>…</body>`, so the same tree.
 */
export const parse5Html: HtmlParser = (html) => {
  const document = parse(`<body>${html}</body>`);
  const root = document.childNodes.find((node) => isElement(node, 'html'));
  const body = root?.childNodes.find((node) => isElement(node, 'body'));
  return body && 'childNodes' in body ? body.childNodes.map(fromParse5) : [];
};
