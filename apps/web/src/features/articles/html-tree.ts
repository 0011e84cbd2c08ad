/**
 * An article's HTML as the allow-list of article-body.tsx reads it: text, and elements with
 * their attributes and children; anything else (comments) is dropped. The browser parses with
 * DOMParser; the server's first view (decision 060) sets parse5, a parser of the same HTML
 * standard, so both build the same tree and hydration finds the markup it would render.
 */
export type HtmlNode =
  | { type: 'text'; text: string }
  | {
      type: 'element';
      /** Lower case, as `tagName` is for HTML elements. */
      tag: string;
      getAttribute(name: string): string | null;
      children: HtmlNode[];
    }
  | { type: 'other' };

/** The top-level nodes of `html` parsed as a document's body. */
export type HtmlParser = (html: string) => HtmlNode[];

function fromDom(node: Node): HtmlNode {
  if (node.nodeType === Node.TEXT_NODE) return { type: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return { type: 'other' };
  const element = node as Element;
  return {
    type: 'element',
    tag: element.tagName.toLowerCase(),
    getAttribute: (name) => element.getAttribute(name),
    children: Array.from(element.childNodes, fromDom),
  };
}

/** DOMParser's document is inert: no script runs, nothing loads. */
export const domParser: HtmlParser = (html) => {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(document.body.childNodes, fromDom);
};

let parser: HtmlParser = domParser;

/** The server's renderer has no DOM: it gives its own parser before rendering. */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}

export function parseHtml(html: string): HtmlNode[] {
  return parser(html);
}
