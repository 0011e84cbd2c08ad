import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage, translator } from '../src/lib/i18n.ts';
import type { TranslationKey } from '../src/lib/translator.ts';

beforeAll(() => initI18n('en'));
afterAll(() => switchLanguage('en'));

describe('counts in English', () => {
  it.each<[TranslationKey, number, string]>([
    ['list.results', 1, '1 item'],
    ['list.results', 24, '24 items'],
    ['list.results', 1234, '1,234 items'],
    ['list.resultsAtLeast', 1000, 'More than 1,000 items'],
    ['common.likes', 1, '1 like'],
    ['common.downloads', 6236, '6,236 downloads'],
    ['cart.itemCount', 1, '1 item'],
  ])('%s with %d reads "%s"', (key, count, text) => {
    expect(translator.t(key, { count })).toBe(text);
  });
});

describe('counts in Chinese and Korean, which have one plural form', () => {
  it('use it for one and for many, with grouped digits', async () => {
    await switchLanguage('zh');
    expect(translator.t('list.results', { count: 1 })).toBe('共 1 项');
    expect(translator.t('common.downloads', { count: 6236 })).toBe('6,236 次下载');
    await switchLanguage('ko');
    expect(translator.t('list.results', { count: 1 })).toBe('1개 항목');
    expect(translator.t('list.results', { count: 1234 })).toBe('1,234개 항목');
  });
});
