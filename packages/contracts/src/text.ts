import type { z } from 'zod';

/**
 * The one rule for characters in text input (docs/decisions/018). Never accepted, in any
 * string of any request: C0 controls other than tab, line feed and carriage return (NUL
 * among them, which PostgreSQL text cannot hold), DEL and the C1 controls, lone UTF-16
 * surrogates (not Unicode, silently mangled on the way to the database) and the Unicode
 * non-characters such as U+FFFE and U+FFFF. The server refuses them in every body,
 * query string and path parameter before any route sees it; a form refuses them through
 * the same function.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const FORBIDDEN_CHARACTER = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** Also refused in one-line text (names, titles, search words): tabs and line breaks. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/** True when the text holds a character no text input may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** True when one-line text holds a tab or a line break. */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK_OR_TAB.test(text);
}

interface PathNode {
  key: string;
  parent: PathNode | null;
}

function pathOf(node: PathNode | null): string[] {
  const path: string[] = [];
  for (let at = node; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Paths (`['views', '1', 'title']`) of the strings in a parsed request part that break
 * the rule; a bad object key is reported as its object's path. Walks without recursion and
 * shares path prefixes, so a body nested 50,000 deep costs linear time and no stack.
 */
export function forbiddenTextPaths(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: { value: unknown; at: PathNode | null }[] = [{ value, at: null }];
  while (pending.length > 0) {
    const { value: current, at } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current)) found.push(pathOf(at));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) =>
        pending.push({ value: item, at: { key: `${index}`, parent: at } }),
      );
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasForbiddenCharacter(key)) {
          found.push(pathOf(at));
          continue;
        }
        pending.push({ value: item, at: { key, parent: at } });
      }
    }
  }
  return found.reverse();
}

/**
 * Text that may hold line breaks (a signature, a description): the rule above, added to a
 * string schema after its own checks. The server's guard already applies the rule to every
 * request; schemas say it too, so a form shows the message under the field before sending.
 */
export function plainText<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !hasForbiddenCharacter(text), 'validation.controlCharacters');
}

/**
 * One-line text (names, titles, accounts, search words): the rule, and no tab or line break.
 * Added after the schema's own checks, so `.trim()` has removed a pasted trailing newline.
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return plainText(schema).refine((text) => !hasLineBreak(text), 'validation.singleLine');
}

/**
 * Characters that change how a name looks without being seen (issue 25, decision 018):
 * bidirectional controls, which reorder what follows (`moc.elgoog` shown as `google.com`),
 * and zero-width or blank characters, which make two different names look the same or a
 * name look empty. Variation selectors stay allowed (emoji and CJK variants need them).
 */
/* eslint-disable no-misleading-character-class -- joiners and modifiers, one by one, are what these classes match */
const INVISIBLE_OR_BIDI =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}]/u;
/** Where two of them are part of a picture: a flag of tags (🏴 England) and a ZWJ emoji (👩‍💻). */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/u;
const JOINED_EMOJI =
  /\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?\u200D(?=\p{Extended_Pictographic})/u;
const SCAN = new RegExp(
  `${TAG_FLAG.source}|${JOINED_EMOJI.source}|${INVISIBLE_OR_BIDI.source}`,
  'gu',
);
const LONE_INVISIBLE = new RegExp(`^${INVISIBLE_OR_BIDI.source}$`, 'u');
/* eslint-enable no-misleading-character-class */

/** True when a display name holds a bidirectional control or an invisible character. */
export function hasInvisibleCharacter(text: string): boolean {
  for (const [match] of text.matchAll(SCAN)) if (LONE_INVISIBLE.test(match)) return true;
  return false;
}

/** The text without them: for names that come from elsewhere (a WeChat profile). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(SCAN, (match) => (LONE_INVISIBLE.test(match) ? '' : match));
}

/**
 * A name or text shown to other people as someone's (nickname, signature, brand, column and
 * product names): refused when it holds what `hasInvisibleCharacter` finds, so nobody can
 * display as someone else. Refused rather than cleaned, like the rest of decision 018.
 */
export function displayText<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !hasInvisibleCharacter(text), 'validation.invisibleCharacters');
}
