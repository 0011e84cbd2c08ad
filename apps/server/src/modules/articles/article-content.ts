import { ARTICLE_CONTENT_LIMITS } from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { AppError } from '../../lib/app-error.ts';

/**
 * The editor's document, checked and normalised on write (decision 031). Only the nodes,
 * marks and attributes below survive; anything else is dropped, never stored. The server
 * renders the HTML from this normalised form (article-html.ts), so what reaches a reader was
 * produced by our own escaping code and then passed through an allow-list sanitiser.
 */
export type Mark =
  | { type: 'bold' | 'italic' | 'strike' | 'underline' | 'code' }
  | { type: 'link'; attrs: { href: string } };
export type Inline = { type: 'text'; text: string; marks?: Mark[] } | { type: 'hardBreak' };
export interface ListItem {
  type: 'listItem';
  content: Block[];
}
export type Block =
  | { type: 'paragraph'; content?: Inline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: Inline[] }
  | { type: 'blockquote'; content: Block[] }
  | { type: 'bulletList'; content: ListItem[] }
  | { type: 'orderedList'; attrs: { start: number }; content: ListItem[] }
  | { type: 'codeBlock'; attrs: { language: string | null }; content?: Inline[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; attrs: { src: string; alt: string | null; title: string | null } }
  | { type: 'productCard'; attrs: { productId: number } };
export interface ArticleDocument {
  type: 'doc';
  content: Block[];
}

/**
 * Images an article may show: those our pipeline stored (uploads under `articles/`, product
 * images, the demo seed's artwork), as `/files/<folder>/<2 hex>/<32 hex>.webp`.
 */
export const ARTICLE_IMAGE_URL =
  /^\/files\/(articles|products|seed)\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

const LINK_MAX = 2048;
const ATTRIBUTE_TEXT_MAX = 200;
const SIMPLE_MARKS = new Set(['bold', 'italic', 'strike', 'underline', 'code']);
const LANGUAGE = /^[a-z0-9][a-z0-9+#-]{0,19}$/;

/** A link a reader may follow: absolute http(s) with a host, or mailto; null otherwise. */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LINK_MAX) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.href;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function shortText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, ATTRIBUTE_TEXT_MAX);
  return text || null;
}

function tooLarge(): AppError {
  return new AppError('ARTICLE_CONTENT_INVALID');
}

/** One walk over an untrusted document, counting what it costs. */
class Normaliser {
  private nodes = 0;
  private chars = 0;
  private images = 0;
  private cards = 0;

  private visit(depth: number): void {
    this.nodes += 1;
    if (this.nodes > ARTICLE_CONTENT_LIMITS.nodes || depth > ARTICLE_CONTENT_LIMITS.depth) {
      throw tooLarge();
    }
  }

  private children(node: Record<string, unknown>): unknown[] {
    return Array.isArray(node.content) ? node.content : [];
  }

  private marks(value: unknown, allowed: boolean): Mark[] {
    if (!allowed || !Array.isArray(value)) return [];
    const marks: Mark[] = [];
    const seen = new Set<string>();
    for (const item of value.slice(0, 10)) {
      const mark = record(item);
      const type = typeof mark?.type === 'string' ? mark.type : '';
      if (seen.has(type)) continue;
      if (SIMPLE_MARKS.has(type)) {
        marks.push({ type } as Mark);
        seen.add(type);
      } else if (type === 'link') {
        const href = safeLink(record(mark?.attrs)?.href);
        if (href) marks.push({ type: 'link', attrs: { href } });
        seen.add(type);
      }
    }
    return marks;
  }

  private inline(values: unknown[], depth: number, withMarks: boolean): Inline[] {
    const out: Inline[] = [];
    for (const value of values) {
      this.visit(depth);
      const node = record(value);
      if (node?.type === 'hardBreak' && withMarks) {
        out.push({ type: 'hardBreak' });
      } else if (node?.type === 'text' && typeof node.text === 'string' && node.text) {
        this.chars += node.text.length;
        if (this.chars > ARTICLE_CONTENT_LIMITS.textChars) throw tooLarge();
        const marks = this.marks(node.marks, withMarks);
        out.push(
          marks.length
            ? { type: 'text', text: node.text, marks }
            : { type: 'text', text: node.text },
        );
      }
    }
    return out;
  }

  private listItems(values: unknown[], depth: number): ListItem[] {
    const items: ListItem[] = [];
    for (const value of values) {
      this.visit(depth);
      const node = record(value);
      if (node?.type !== 'listItem') continue;
      const content = this.blocks(this.children(node), depth + 1);
      // ProseMirror's list item starts with a paragraph.
      if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
      items.push({ type: 'listItem', content });
    }
    return items;
  }

  private withInline(
    block: Extract<Block, { type: 'paragraph' | 'heading' | 'codeBlock' }>,
    content: Inline[],
  ): Block {
    return content.length ? { ...block, content } : block;
  }

  private block(node: Record<string, unknown>, depth: number): Block | null {
    const attrs = record(node.attrs) ?? {};
    const kids = this.children(node);
    switch (node.type) {
      case 'paragraph':
        return this.withInline({ type: 'paragraph' }, this.inline(kids, depth + 1, true));
      case 'heading': {
        const requested = typeof attrs.level === 'number' ? attrs.level : 2;
        const level = Math.min(4, Math.max(2, Math.trunc(requested) || 2)) as 2 | 3 | 4;
        return this.withInline(
          { type: 'heading', attrs: { level } },
          this.inline(kids, depth + 1, true),
        );
      }
      case 'blockquote': {
        const content = this.blocks(kids, depth + 1);
        return content.length ? { type: 'blockquote', content } : null;
      }
      case 'bulletList': {
        const content = this.listItems(kids, depth + 1);
        return content.length ? { type: 'bulletList', content } : null;
      }
      case 'orderedList': {
        const content = this.listItems(kids, depth + 1);
        const start =
          typeof attrs.start === 'number' && Number.isInteger(attrs.start)
            ? Math.min(100_000, Math.max(1, attrs.start))
            : 1;
        return content.length ? { type: 'orderedList', attrs: { start }, content } : null;
      }
      case 'codeBlock': {
        const language =
          typeof attrs.language === 'string' && LANGUAGE.test(attrs.language)
            ? attrs.language
            : null;
        return this.withInline(
          { type: 'codeBlock', attrs: { language } },
          this.inline(kids, depth + 1, false),
        );
      }
      case 'horizontalRule':
        return { type: 'horizontalRule' };
      case 'image': {
        if (typeof attrs.src !== 'string' || !ARTICLE_IMAGE_URL.test(attrs.src)) return null;
        this.images += 1;
        if (this.images > ARTICLE_CONTENT_LIMITS.images) throw tooLarge();
        return {
          type: 'image',
          attrs: { src: attrs.src, alt: shortText(attrs.alt), title: shortText(attrs.title) },
        };
      }
      case 'productCard': {
        const id = attrs.productId;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID) {
          return null;
        }
        this.cards += 1;
        if (this.cards > ARTICLE_CONTENT_LIMITS.productCards) throw tooLarge();
        return { type: 'productCard', attrs: { productId: id } };
      }
      default:
        return null;
    }
  }

  blocks(values: unknown[], depth: number): Block[] {
    const out: Block[] = [];
    for (const value of values) {
      this.visit(depth);
      const node = record(value);
      const block = node ? this.block(node, depth) : null;
      if (block) out.push(block);
    }
    return out;
  }
}

/** The normalised document, or ARTICLE_CONTENT_INVALID when it is larger than allowed. */
export function normaliseDocument(input: { content?: unknown }): ArticleDocument {
  const content = Array.isArray(input.content) ? input.content : [];
  return { type: 'doc', content: new Normaliser().blocks(content, 1) };
}
