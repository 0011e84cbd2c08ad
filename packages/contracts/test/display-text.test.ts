import { describe, expect, it } from 'vitest';
import { articleColumnNameSchema, articleTitleSchema } from '../src/articles.ts';
import { brandUpdateBodySchema } from '../src/brands.ts';
import { relatedLinkSchema } from '../src/products.ts';
import { hasInvisibleCharacter, withoutInvisibleCharacters } from '../src/text.ts';
import { uploadDraftSchema } from '../src/uploads.ts';
import {
  productTextSchema,
  profileNicknameSchema,
  registerNicknameSchema,
  signatureSchema,
} from '../src/validation.ts';
import { VALIDATION_MESSAGES } from '../src/validation-messages.ts';

/** Bidirectional controls and invisible characters, each with a name for the test title. */
const HIDDEN: [string, string][] = [
  ['RLO', '\u202E'],
  ['LRO', '\u202D'],
  ['RLE', '\u202B'],
  ['LRE', '\u202A'],
  ['PDF', '\u202C'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
  ['LRM', '\u200E'],
  ['RLM', '\u200F'],
  ['ALM', '\u061C'],
  ['ZWSP', '\u200B'],
  ['ZWNJ', '\u200C'],
  ['ZWJ', '\u200D'],
  ['word joiner', '\u2060'],
  ['BOM', '\uFEFF'],
  ['Mongolian vowel separator', '\u180E'],
  ['soft hyphen', '\u00AD'],
  ['combining grapheme joiner', '\u034F'],
  ['Hangul filler', '\u3164'],
  ['halfwidth Hangul filler', '\uFFA0'],
  ['tag letter', '\u{E0041}'],
];

describe('display names refuse look-alike characters (issue 25, decision 018)', () => {
  it.each(HIDDEN)('finds %s inside, at the end and alone', (_name, char) => {
    expect(hasInvisibleCharacter(`ad${char}min`)).toBe(true);
    expect(hasInvisibleCharacter(`admin${char}`)).toBe(true);
    expect(hasInvisibleCharacter(char)).toBe(true);
    expect(withoutInvisibleCharacters(`ad${char}min`)).toBe('admin');
  });

  it('leaves emoji sequences, variation selectors and ordinary scripts alone', () => {
    for (const text of [
      'Zoë 张伟 김민준',
      '👩‍💻 coder',
      '👨‍👩‍👧‍👦',
      '🏳️‍🌈',
      '🧑🏽‍🚀',
      '❤️‍🔥',
      '🏴󠁧󠁢󠁥󠁮󠁧󠁿 fan',
      '葛󠄀', // an ideographic variation selector
      'A\u3000B', // ideographic space: visible
    ]) {
      expect(hasInvisibleCharacter(text), text).toBe(false);
      expect(withoutInvisibleCharacters(text)).toBe(text);
    }
  });

  it('refuses a joiner that joins no emoji, and tags outside a flag', () => {
    expect(hasInvisibleCharacter('a\u200Db')).toBe(true);
    expect(hasInvisibleCharacter('👩\u200D')).toBe(true);
    expect(hasInvisibleCharacter('\u200D👩')).toBe(true);
    expect(hasInvisibleCharacter('admin\u{E0061}\u{E007F}')).toBe(true);
    expect(withoutInvisibleCharacters('👩‍💻\u200Bx')).toBe('👩‍💻x');
  });

  const RLO_NAME = 'gnp.\u202Eexe';
  const schemas: [string, { safeParse: (value: unknown) => unknown }, unknown, unknown][] = [
    ['register nickname', registerNicknameSchema, 'admin', `ad\u200Bmin`],
    ['profile nickname', profileNicknameSchema, 'admin', RLO_NAME],
    ['signature', signatureSchema, 'Hello\nthere', 'Hello\u2067there'],
    ['product text', productTextSchema, 'Clock', 'Clo\u200Dck'],
    ['article title', articleTitleSchema, 'Title', 'Ti\u2060tle'],
    ['column name', articleColumnNameSchema, 'Column', 'Col\uFEFFumn'],
    ['brand name', brandUpdateBodySchema, { name: 'VSD' }, { name: 'V\u200ESD' }],
    ['upload product name', uploadDraftSchema, { name: 'Clock' }, { name: RLO_NAME }],
    [
      'upload author',
      uploadDraftSchema,
      { author: 'Stream Craft' },
      { author: 'Stream\u3164Craft' },
    ],
    [
      'related link label',
      relatedLinkSchema,
      { label: 'Docs', url: 'https://example.com' },
      { label: 'Do\u200Bcs', url: 'https://example.com' },
    ],
  ];
  it.each(schemas)(
    '%s: refused with validation.invisibleCharacters',
    (_name, schema, good, bad) => {
      const fine = schema.safeParse(good) as { success: boolean };
      expect(fine.success).toBe(true);
      const refused = schema.safeParse(bad) as {
        success: boolean;
        error?: { issues: { message: string }[] };
      };
      expect(refused.success).toBe(false);
      expect(refused.error!.issues.map((issue) => issue.message)).toContain(
        'validation.invisibleCharacters',
      );
    },
  );

  it('says so in every language', () => {
    const message = VALIDATION_MESSAGES.invisibleCharacters;
    expect(Object.keys(message).sort()).toEqual(['en', 'ko', 'zh']);
    for (const text of Object.values(message)) expect(text.length).toBeGreaterThan(10);
  });
});
