import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PARTNER_BRANDS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { logoFor } from '../src/config/brand.ts';

const brandDir = path.resolve(import.meta.dirname, '../src/assets/brand');

describe('partner brands’ logos', () => {
  it('has a light and a dark logo per partner brand, the same in every language', () => {
    for (const brand of PARTNER_BRANDS) {
      const light = logoFor(brand, 'light', 'en');
      const dark = logoFor(brand, 'dark', 'en');
      expect(light).not.toBe(dark);
      expect(logoFor(brand, 'light', 'zh')).toBe(light);
      expect(logoFor(brand, 'dark', 'ko')).toBe(dark);
    }
  });

  it('draws its letters as outlines, so an <img> shows them without the page’s fonts', () => {
    const logos = readdirSync(brandDir).filter((file) => /-(light|dark)\.svg$/.test(file));
    expect(logos.length).toBeGreaterThanOrEqual(PARTNER_BRANDS.length * 2);
    for (const file of logos.filter((name) => !name.startsWith('space-'))) {
      const svg = readFileSync(path.join(brandDir, file), 'utf8');
      expect(svg, file).not.toContain('<text');
      expect(svg, file).toMatch(/<path /);
    }
  });
});
