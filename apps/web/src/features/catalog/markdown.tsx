import { isWebLink } from '@space/contracts/web-links';
import { Lexer, type Token, type Tokens } from 'marked';
import { createElement, type ReactNode } from 'react';

/**
 * A product's long description, written in Markdown, as React elements (decision 035): the
 * text is tokenised by marked's lexer and each token becomes an element we chose. No HTML
 * string is ever handed to the page (no innerHTML): raw HTML in the source shows as the text
 * it is, links are kept only when they are http(s), and images only when they are ours.
 */

/** Images the server stored (the article rule, decision 031): nothing from elsewhere loads. */
const OUR_IMAGE = /^\/files\/[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Character references as Markdown reads them (`AT&amp;T` is AT&T), as plain text. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map(inlineToken);
}

function inlineToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? <span key={key}>{inline(text.tokens)}</span> : decodeEntities(text.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return <strong key={key}>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em key={key}>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <s key={key}>{inline((token as Tokens.Del).tokens)}</s>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      const content = inline(link.tokens);
      if (!isWebLink(link.href)) return <span key={key}>{content}</span>;
      return (
        <a key={key} href={link.href.trim()} rel="noopener nofollow ugc" target="_blank">
          {content}
        </a>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      if (!OUR_IMAGE.test(image.href)) return image.text ? decodeEntities(image.text) : null;
      return <img key={key} src={image.href} alt={decodeEntities(image.text)} loading="lazy" />;
    }
    case 'checkbox':
      return (
        <input
          key={key}
          type="checkbox"
          checked={(token as Tokens.Checkbox).checked}
          readOnly
          disabled
          className="mr-1.5 align-middle"
        />
      );
    // Raw HTML is shown as the text it is, never interpreted.
    case 'html':
      return (token as Tokens.HTML).text;
    default:
      return 'text' in token && typeof token.text === 'string' ? token.text : null;
  }
}

function block(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      // The page has its h1 and h2s: a description's headings sit below them (ranked by
      // levelHeadings, so its shallowest is an h3).
      return createElement(`h${Math.min(6, heading.depth + 2)}`, { key }, inline(heading.tokens));
    }
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      const text = token as Tokens.Text;
      return <p key={key}>{text.tokens ? inline(text.tokens) : decodeEntities(text.text)}</p>;
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={index}>
          {item.loose
            ? blocks(item.tokens)
            : item.tokens.map((child, childIndex) =>
                child.type === 'text' || child.type === 'checkbox'
                  ? inlineToken(child, childIndex)
                  : block(child, childIndex),
              )}
        </li>
      ));
      if (!list.ordered) return <ul key={key}>{items}</ul>;
      const start = typeof list.start === 'number' && list.start > 1 ? list.start : undefined;
      return (
        <ol key={key} start={start}>
          {items}
        </ol>
      );
    }
    case 'table': {
      const table = token as Tokens.Table;
      const align = (index: number) => table.align[index] ?? undefined;
      return (
        <div key={key} className="overflow-x-auto">
          <table>
            <thead>
              <tr>
                {table.header.map((cell, index) => (
                  <th key={index} style={{ textAlign: align(index) }}>
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={{ textAlign: align(index) }}>
                      {inline(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    // A raw HTML block is shown as its text (decision 035).
    case 'html':
      return (
        <p key={key} className="whitespace-pre-wrap">
          {(token as Tokens.HTML).text}
        </p>
      );
    default:
      return null;
  }
}

function blocks(tokens: readonly Token[]): ReactNode[] {
  return tokens.map(block);
}

/** The headings of a token tree, wherever they sit (quotes, list items). */
function headingsIn(tokens: readonly Token[]): Tokens.Heading[] {
  return tokens.flatMap((token) => [
    ...(token.type === 'heading' ? [token as Tokens.Heading] : []),
    ...('tokens' in token && Array.isArray(token.tokens) ? headingsIn(token.tokens) : []),
    ...(token.type === 'list' ? headingsIn((token as Tokens.List).items) : []),
  ]);
}

/**
 * Writers pick heading sizes by their looks (a description of `###` and `#####`): the levels
 * it uses become 1, 2, 3… in order, so the page's outline never skips one (h2, then h5).
 */
function levelHeadings(tokens: readonly Token[]): void {
  const headings = headingsIn(tokens);
  const levels = [...new Set(headings.map((heading) => heading.depth))].sort((a, b) => a - b);
  for (const heading of headings) heading.depth = levels.indexOf(heading.depth) + 1;
}

/** Markdown as React elements, with GitHub's tables, strike-through and task lists. */
export function markdownToReact(source: string): ReactNode[] {
  const tokens = new Lexer({ gfm: true, breaks: false }).lex(source);
  levelHeadings(tokens);
  return blocks(tokens);
}

/** Typography of a description, in both themes. */
const PROSE = [
  'leading-relaxed text-muted',
  '[&_p]:my-3 [&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-text',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-text [&_h5]:mt-5 [&_h5]:font-semibold [&_h6]:mt-5 [&_h6]:font-semibold',
  '[&_strong]:font-semibold [&_strong]:text-text',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:pl-4',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-2 [&_pre]:p-4 [&_pre]:text-sm',
  '[&_code]:font-mono [&_code]:text-text [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-surface-2 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:text-[0.9em]',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:my-4 [&_img]:rounded-xl [&_hr]:my-6 [&_hr]:border-border',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-text [&_td]:border-b [&_td]:border-border [&_td]:px-3 [&_td]:py-2',
  '[&>:first-child]:mt-0',
].join(' ');

/** A product's description: safe Markdown, see above. */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return <div className={`${PROSE} break-words ${className}`}>{markdownToReact(source)}</div>;
}
