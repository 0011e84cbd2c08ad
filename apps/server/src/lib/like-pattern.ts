/** `%`, `_` and `\` taken literally in a LIKE pattern: rows containing `text`. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
