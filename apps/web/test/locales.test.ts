import { describe, expect, it } from 'vitest';
import { enCore } from '../src/locales/en-core.ts';
import { en, enPages } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { zh } from '../src/locales/zh.ts';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

/** Interpolated names, with or without a format (`{{count}}`, `{{count, number}}`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The English keys a language needs: all but the plural forms its plural rules never pick. */
function keysNeededIn(lang: string): string[] {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  return [...english.keys()].filter((key) => {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    return form === undefined || forms.includes(form);
  });
}

describe('the two parts of the strings (decision 037)', () => {
  it('split the sections: each is in the first load or in the pages, never in both', () => {
    const core = Object.keys(enCore);
    expect(core.filter((section) => section in enPages)).toEqual([]);
  });
});

describe('English plurals', () => {
  it('come as _one and _other pairs, and no count is left unplural', () => {
    for (const key of english.keys()) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (key.endsWith('_one')) expect(english.has(`${base}_other`), key).toBe(true);
      if (key.endsWith('_other')) expect(english.has(`${base}_one`), key).toBe(true);
      if (!PLURAL_SUFFIX.test(key))
        expect(placeholders(english.get(key)!), key).not.toContain('count');
    }
  });
});

describe.each([
  ['zh', zh],
  ['ko', ko],
])('%s translations', (lang, messages) => {
  const translated = flatten(messages);

  it('have the English keys (none missing, none extra; plural forms as the language needs)', () => {
    const needed = keysNeededIn(lang);
    expect(
      needed.filter((key) => !translated.has(key)),
      'missing',
    ).toEqual([]);
    expect(
      [...translated.keys()].filter((key) => !english.has(key)),
      'not in English',
    ).toEqual([]);
  });

  it('have no empty strings and keep every placeholder', () => {
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });
});

describe('spec §8 messages', () => {
  it('are word for word in English', () => {
    expect(en.messages).toMatchObject({
      sendCodeFailed: 'Sending verification code failed.',
      exchangeCodeError: 'Exchange code error',
      couponEmpty: 'Coupon code cannot be empty',
      completeForm: 'Please complete the form data!',
      formInvalid: 'Form validation failed!',
      fileReadFailed: 'File reading failed!',
      fileUploadFailed: 'File upload failed.',
      fileTypeWrong:
        'The file type is wrong. Please check whether the file format and content are correct.',
      fileNamingInvalid: 'The naming format of the uploaded file is not standardized.',
      failedToLoad: 'Failed to load',
      noData: 'No data',
      loginSuccessful: 'Login successful',
      codeSent: 'Verification code has been sent',
      redeemSuccessful: 'Redeem Successful',
      addSuccessfully: 'Add successfully',
      removeSuccessfully: 'remove Successfully',
    });
    expect(en.update.newVersion).toBe(
      'A new version has been detected! Please refresh the webpage.',
    );
  });
});
