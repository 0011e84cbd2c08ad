import sanitizeHtml from 'sanitize-html';
import {
  ARTICLE_IMAGE_URL,
  safeLink,
  type ArticleDocument,
  type Block,
  type Inline,
  type ListItem,
  type Mark,
} from './article-content.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** rel of every link in an article: no window.opener, no ranking credit, user content. */
export const ARTICLE_LINK_REL = 'noopener nofollow ugc';

const MARK_TAGS = { bold: 'strong', italic: 'em', strike: 's', underline: 'u', code: 'code' };

function wrap(html: string, mark: Mark): string {
  if (mark.type === 'link') {
    const href = escapeHtml(mark.attrs.href);
    return `<a href="${href}" rel="${ARTICLE_LINK_REL}" target="_blank">${html}</a>`;
  }
  const tag = MARK_TAGS[mark.type];
  return `<${tag}>${html}</${tag}>`;
}

function inlineHtml(content: Inline[] | undefined): string {
  return (content ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '<br>';
      // The link goes outermost, whatever order the editor listed the marks in.
      const marks = [...(node.marks ?? [])].sort(
        (a, b) => Number(a.type === 'link') - Number(b.type === 'link'),
      );
      return marks.reduce((html, mark) => wrap(html, mark), escapeHtml(node.text));
    })
    .join('');
}

function itemsHtml(items: ListItem[]): string {
  return items.map((item) => `<li>${blocksHtml(item.content)}</li>`).join('');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.content)}</p>`;
    case 'heading':
      return `<h${block.attrs.level}>${inlineHtml(block.content)}</h${block.attrs.level}>`;
    case 'blockquote':
      return `<blockquote>${blocksHtml(block.content)}</blockquote>`;
    case 'bulletList':
      return `<ul>${itemsHtml(block.content)}</ul>`;
    case 'orderedList': {
      const start = block.attrs.start === 1 ? '' : ` start="${block.attrs.start}"`;
      return `<ol${start}>${itemsHtml(block.content)}</ol>`;
    }
    case 'codeBlock': {
      const language = block.attrs.language ? ` class="language-${block.attrs.language}"` : '';
      return `<pre><code${language}>${inlineHtml(block.content)}</code></pre>`;
    }
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const alt = escapeHtml(block.attrs.alt ?? '');
      const title = block.attrs.title ? ` title="${escapeHtml(block.attrs.title)}"` : '';
      return `<img src="${escapeHtml(block.attrs.src)}" alt="${alt}"${title} loading="lazy">`;
    }
    case 'productCard':
      return `<div data-product-card="${block.attrs.productId}"></div>`;
  }
}

function blocksHtml(blocks: Block[]): string {
  return blocks.map(blockHtml).join('');
}

/**
 * The allow-list every stored article HTML passes, after our own renderer made it: a second
 * line of defence should the renderer ever let something through. Only these tags and
 * attributes, links only to http(s) and mailto with our rel, images only from our files,
 * product cards only as a numeric data attribute.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'pre',
    'code',
    'hr',
    'br',
    'img',
    'div',
    'strong',
    'em',
    's',
    'u',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    code: ['class'],
    div: ['data-product-card'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLink(attribs.href);
      const kept: Record<string, string> = href
        ? { href, rel: ARTICLE_LINK_REL, target: '_blank' }
        : {};
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !ARTICLE_IMAGE_URL.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'div' && !/^\d{1,10}$/.test(frame.attribs['data-product-card'] ?? '')),
};

/** Runs HTML through the article allow-list. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** The HTML readers get: rendered from the normalised document, then sanitised. */
export function renderArticleHtml(doc: ArticleDocument): string {
  return sanitizeArticleHtml(blocksHtml(doc.content));
}
