/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for rows containing `text`. */
export function containing(text: string): string {
  return `%${likeLiteral(text)}%`;
}
