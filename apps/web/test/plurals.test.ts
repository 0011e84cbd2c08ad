import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, switchLanguage } from '../src/lib/i18n.ts';

beforeAll(() => initI18n('en'));
afterAll(() => switchLanguage('en'));

describe('counts in English', () => {
  it.each([
    ['list.results', 1, '1 item'],
    ['list.results', 24, '24 items'],
    ['list.results', 1234, '1,234 items'],
    ['list.resultsAtLeast', 1000, 'More than 1,000 items'],
    ['common.likes', 1, '1 like'],
    ['common.downloads', 6236, '6,236 downloads'],
    ['cart.itemCount', 1, '1 item'],
  ])('%s with %d reads "%s"', (key, count, text) => {
    expect(i18next.t(key, { count })).toBe(text);
  });
});

describe('counts in Chinese and Korean, which have one plural form', () => {
  it('use it for one and for many, with grouped digits', async () => {
    await switchLanguage('zh');
    expect(i18next.t('list.results', { count: 1 })).toBe('共 1 项');
    expect(i18next.t('common.downloads', { count: 6236 })).toBe('6,236 次下载');
    await switchLanguage('ko');
    expect(i18next.t('list.results', { count: 1 })).toBe('1개 항목');
    expect(i18next.t('list.results', { count: 1234 })).toBe('1,234개 항목');
  });
});
