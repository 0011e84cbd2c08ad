import { createElement, type ReactNode } from 'react';
import { EmbeddedProduct } from './embedded-product.tsx';
import { embeddedProductId } from './embedded-products.ts';
import { parseHtml, type HtmlNode } from './html-tree.ts';

/**
 * Renders an article's HTML inertly (decision 031). The server already made it from the
 * editor's document and sanitised it; here it is parsed (html-tree.ts: DOMParser's inert
 * document in the browser, where no script runs and nothing loads; parse5 on the server) and
 * rebuilt as React elements from an allow-list once more.
 * No `dangerouslySetInnerHTML`, no attribute we did not choose, so no event handler, style
 * or `javascript:` URL can reach the page, whatever the stored HTML holds.
 */

const SIMPLE_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'li',
  'pre',
  'strong',
  'em',
  's',
  'u',
]);
const OUR_IMAGE = /^\/files\/[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;
const LANGUAGE_CLASS = /^language-[a-z0-9+#-]{1,20}$/;

/** A link a reader may follow: http(s) with a host, or mailto; null for anything else. */
export function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:') return url.href;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function children(node: HtmlNode): ReactNode[] {
  return node.type === 'element' ? node.children.map((child, index) => toReact(child, index)) : [];
}

function toReact(node: HtmlNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  if (node.type !== 'element') return null;
  const element = node;
  const { tag } = element;
  if (SIMPLE_TAGS.has(tag)) return createElement(tag, { key }, ...children(element));
  switch (tag) {
    case 'br':
      return <br key={key} />;
    case 'hr':
      return <hr key={key} />;
    case 'ol': {
      const start = Number(element.getAttribute('start'));
      return (
        <ol key={key} start={Number.isInteger(start) && start > 0 ? start : undefined}>
          {children(element)}
        </ol>
      );
    }
    case 'code': {
      const language = element.getAttribute('class') ?? '';
      return (
        <code key={key} className={LANGUAGE_CLASS.test(language) ? language : undefined}>
          {children(element)}
        </code>
      );
    }
    case 'a': {
      const href = safeHref(element.getAttribute('href'));
      if (!href) return <span key={key}>{children(element)}</span>;
      return (
        <a key={key} href={href} rel="noopener nofollow ugc" target="_blank">
          {children(element)}
        </a>
      );
    }
    case 'img': {
      const src = element.getAttribute('src') ?? '';
      if (!OUR_IMAGE.test(src)) return null;
      return <img key={key} src={src} alt={element.getAttribute('alt') ?? ''} loading="lazy" />;
    }
    case 'div': {
      const id = embeddedProductId(element);
      return id !== null ? <EmbeddedProduct key={key} productId={id} /> : null;
    }
    default:
      // Anything else is dropped with its content: nothing unexpected is shown.
      return null;
  }
}

/** The article's HTML as React elements, from the allow-list only. */
export function htmlToReact(html: string): ReactNode[] {
  return parseHtml(html).map((node, index) => toReact(node, index));
}

/** Typography of an article's content, in both themes. */
const PROSE = [
  'text-base leading-relaxed sm:text-lg',
  '[&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-2 [&_pre]:p-4 [&_pre]:text-sm',
  '[&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-surface-2 [&_:not(pre)>code]:px-1.5',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:my-6 [&_img]:w-full [&_img]:rounded-xl [&_hr]:my-8 [&_hr]:border-border',
].join(' ');

export function ArticleBody({ html }: { html: string }) {
  return <div className={`${PROSE} break-words`}>{htmlToReact(html)}</div>;
}
