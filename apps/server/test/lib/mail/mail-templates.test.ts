import { LOCALES } from '@space/contracts/locales';
import { TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import {
  composeMail,
  MAIL_WORDS,
  mailBrandOf,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '../../../src/lib/mail/index.ts';
import { BUILT_IN_ACCENTS } from '../../../src/lib/mail/mail-brand.ts';
import { senderOf } from '../../../src/lib/mailer.ts';
import { MAIL_SAMPLES, SAMPLE_MAIL_CONFIG, sampleBrand } from '../../support/mail-samples.ts';

/** Every key path of a nested words object, and its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** Branded mail (issue 29 item 3, decision 072): templates, languages, brands, tokens. */
describe('mail templates', () => {
  it('have every key in en, zh and ko, none empty, with the same placeholders', () => {
    const english = new Map(leaves(MAIL_WORDS.en));
    for (const locale of LOCALES) {
      const words = new Map(leaves(MAIL_WORDS[locale]));
      expect([...words.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, value] of words) {
        expect(typeof value === 'string' && value.trim() !== '', `${locale} ${key}`).toBe(true);
        const holes = (text: unknown) =>
          [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(holes(value), `${locale} ${key}`).toEqual(holes(english.get(key)));
      }
    }
  });

  const brands = TENANTS.map((tenant) => tenant.code);
  for (const sample of MAIL_SAMPLES) {
    it.each(LOCALES)(
      `${sample.name}: HTML and text in %s, with the brand's name, logo and colour`,
      async (locale) => {
        for (const code of brands) {
          const brand = sampleBrand(code, locale);
          const mail = await composeMail(SAMPLE_MAIL_CONFIG, {
            to: 'reader@example.com',
            locale,
            brand,
            template: sample.template(locale, brand),
            ...(sample.unsubscribe
              ? { unsubscribe: { userId: 7, kinds: sample.unsubscribe } }
              : {}),
          });
          const html = mail.html!;
          expect(mail.fromName).toBe(brand.name);
          expect(html).toContain(`<html lang="${locale}"`);
          expect(html).toContain(`src="${brand.logoUrl}"`);
          expect(brand.logoUrl).toMatch(/^https:\/\/shop\.example\/mail\/[a-z-]+\.png$/);
          expect(html.toLowerCase()).toContain(BUILT_IN_ACCENTS[code]);
          expect(html).toContain('prefers-color-scheme: dark');
          expect(html).toContain('name="color-scheme" content="light dark"');
          expect(mail.text).toContain(brand.name);
          // The subject and the heading are in the reader's language.
          expect(html).toContain(
            mail.subject
              .replace(/&/g, '&amp;')
              .replace(/"/g, '&quot;')
              .slice(0, 8)
              .replace(/</g, '&lt;'),
          );
          // No placeholder left unfilled, no markup from the data unescaped.
          expect(mail.text).not.toMatch(/\{\w+\}/);
          expect(html).not.toMatch(
            /\{(brand|name|code|title|actor|tier|date|count|kind|url|version)\}/,
          );
          expect(html).not.toContain('<mute>');
          if (sample.unsubscribe) {
            expect(mail.headers?.['List-Unsubscribe']).toMatch(
              /^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=v1\.7\.\d+\.[A-Za-z-]+\.[\w-]{22}>$/,
            );
            expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
            expect(mail.text).toContain(MAIL_WORDS[locale].common.unsubscribe);
          } else {
            // Transactional mail never carries an unsubscribe header or link.
            expect(mail.headers).toBeUndefined();
            expect(html).not.toContain('/api/mail/unsubscribe');
            expect(mail.text).not.toContain(MAIL_WORDS[locale].common.unsubscribe);
          }
        }
      },
    );
  }

  it('writes the code, the receipt lines and the language-specific words into both parts', async () => {
    const zh = sampleBrand('AJAZZ', 'zh');
    const code = await composeMail(SAMPLE_MAIL_CONFIG, {
      to: 'a@example.com',
      locale: 'zh',
      brand: zh,
      template: MAIL_SAMPLES.find((s) => s.name === 'code')!.template('zh', zh),
    });
    expect(code.subject).toBe('AJAZZ 验证码');
    expect(code.text).toContain('482913');
    expect(code.html).toContain('482913');
    const ko = sampleBrand('default', 'ko');
    const receipt = await composeMail(SAMPLE_MAIL_CONFIG, {
      to: 'a@example.com',
      locale: 'ko',
      brand: ko,
      template: MAIL_SAMPLES.find((s) => s.name === 'receipt')!.template('ko', ko),
    });
    expect(receipt.subject).toBe('Space 주문 SP20261129093000123 영수증');
    expect(receipt.text.split('\n')).toContain('합계: 112.50 CNY');
    expect(receipt.html).toContain('112.50 CNY');
  });

  it('uses the uploaded logo and accent, the Chinese logo for zh, and the sender name setting', () => {
    const row = {
      id: 10000004,
      code: 'AJAZZ',
      name: 'AJAZZ Store',
      accentColor: '#00aa55',
      logoLightKey: 'brands/light.webp',
      logoDarkKey: 'brands/dark.webp',
      logoZhKey: 'brands/zh.webp',
    };
    const config = {
      ...SAMPLE_MAIL_CONFIG,
      mail: { ...SAMPLE_MAIL_CONFIG.mail, senderName: '{brand} Shop' },
    };
    const en = mailBrandOf(row, 'en', config);
    expect(en).toMatchObject({
      name: 'AJAZZ Store',
      senderName: 'AJAZZ Store Shop',
      accent: '#00aa55',
      onAccent: '#000000',
      logoUrl: 'https://shop.example/files/brands/light.webp',
      logoDarkUrl: 'https://shop.example/files/brands/dark.webp',
    });
    expect(mailBrandOf(row, 'zh', config).logoUrl).toBe(
      'https://shop.example/files/brands/zh.webp',
    );
    expect(sampleBrand('default', 'zh').logoUrl).toBe(
      'https://shop.example/mail/space-light-zh.png',
    );
    expect(sampleBrand('default', 'en').logoDarkUrl).toBe(
      'https://shop.example/mail/space-dark-en.png',
    );
  });

  it('sends from MAIL_FROM’s address under the brand’s name', () => {
    expect(senderOf('Space <no-reply@space.example>', 'AJAZZ')).toEqual({
      name: 'AJAZZ',
      address: 'no-reply@space.example',
    });
    expect(senderOf('no-reply@space.example', undefined)).toBe('no-reply@space.example');
  });

  it('signs unsubscribe tokens that name user, brand and kinds, and refuses any change', () => {
    const key = 'k'.repeat(32);
    const token = signUnsubscribeToken(key, {
      userId: 5,
      tenantId: 10000001,
      kinds: ['productVersion'],
    });
    expect(verifyUnsubscribeToken(key, token)).toEqual({
      userId: 5,
      tenantId: 10000001,
      kinds: ['productVersion'],
    });
    const parts = token.split('.');
    const altered = [
      [parts[0], '6', ...parts.slice(2)],
      [parts[0], parts[1], '10000002', ...parts.slice(3)],
      [...parts.slice(0, 3), 'reviewReplied', parts[4]],
      [...parts.slice(0, 4), 'A'.repeat(22)],
    ].map((p) => p.join('.'));
    for (const forged of altered) expect(verifyUnsubscribeToken(key, forged)).toBeNull();
    expect(verifyUnsubscribeToken('o'.repeat(32), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken(key, '')).toBeNull();
  });
});
