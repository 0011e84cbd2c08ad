/** Longest meta description: what search results show before cutting it (about 155–160). */
export const DESCRIPTION_LIMIT = 158;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Text as a reader sees it: tags, Markdown's marks (descriptions are safe Markdown, article
 * excerpts plain text) and entities gone, whitespace folded. The result is escaped again
 * where it is written.
 */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `limit` characters, cut at the last word boundary with an ellipsis. Chinese and
 * Korean text may run without spaces; then it is cut at the limit.
 */
export function snippet(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = space > limit / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!?，。；：！？、]+$/u, '')}…`;
}

/** The description of a page from its own text, or `fallback` when it has none. */
export function describe(markup: string, fallback: string): string {
  const text = plainText(markup);
  return snippet(text === '' ? fallback : text);
}
