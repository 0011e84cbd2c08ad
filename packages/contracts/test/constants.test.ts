import { describe, expect, it } from 'vitest';
import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES } from '../src/catalog.ts';
import { ERRORS } from '../src/errors.ts';
import { ERROR_MESSAGES } from '../src/error-messages.ts';
import {
  HTTP_TIMEOUT_MS,
  LAZY_IMAGE,
  LIMITS,
  PROGRESS_BAR,
  VERSION_CHECK_INTERVAL_MS,
} from '../src/limits.ts';
import { langHeaderFor, localeFromLangHeader } from '../src/locales.ts';
import { STORAGE_KEYS } from '../src/storage.ts';
import { TENANTS } from '../src/tenants.ts';

describe('spec §9 constants', () => {
  it('match the specification', () => {
    expect(LIMITS.articleColumnsMax).toBe(20);
    expect(LIMITS.productImagesMax).toBe(5);
    expect(LIMITS.productTypesMax).toBe(5);
    expect(LIMITS.uploadFileMaxBytes).toBe(20 * 1024 * 1024);
    expect(HTTP_TIMEOUT_MS).toBe(180000);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(8000);
    expect(LAZY_IMAGE).toEqual({
      attempts: 3,
      cacheSize: 200,
      throttleMs: 200,
      preloadFactor: 1.3,
    });
    expect(PROGRESS_BAR).toEqual({
      minimum: 0.3,
      speedMs: 1000,
      trickleSpeedMs: 200,
      showSpinner: false,
    });
    expect(STORAGE_KEYS.token).toBe('tokenData');
    expect([
      STORAGE_KEYS.uiStore,
      STORAGE_KEYS.mainStore,
      STORAGE_KEYS.userState,
      STORAGE_KEYS.softwareStore,
    ]).toEqual(['uiStore', 'mainStore', 'userState', 'softwareStore']);
  });
  it('tenant ids are the spec ids; AJAZZ has no reset page', () => {
    expect(TENANTS.map((t) => [t.id, t.code])).toEqual([
      [10000000, 'default'],
      [10000001, 'soomfon'],
      [10000002, 'VSD'],
      [10000003, 'gClickcr'],
      [10000004, 'AJAZZ'],
      [10000005, 'darkFlash'],
    ]);
    expect(TENANTS.filter((t) => !t.hasResetPage).map((t) => t.code)).toEqual(['AJAZZ']);
  });
  it('catalogue lists are complete', () => {
    expect(CATEGORIES).toHaveLength(15);
    expect(CONTENT_TYPES).toHaveLength(8);
    const offered = new Set(DEVICE_FAMILIES.flatMap((f) => f.contentTypes));
    expect([...offered].sort()).toEqual(CONTENT_TYPES.map((t) => t.code).sort());
  });
});

describe('errors and languages', () => {
  it('every error has a message in every locale; 401 stays 401', () => {
    expect(ERRORS.UNAUTHENTICATED.code).toBe(401);
    for (const name of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
      expect(Object.keys(ERROR_MESSAGES[name]).sort()).toEqual(['en', 'ko', 'zh']);
    }
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('lang header is zh-CN for Chinese, otherwise en-US', () => {
    expect(langHeaderFor('zh')).toBe('zh-CN');
    expect(langHeaderFor('en')).toBe('en-US');
    expect(langHeaderFor('ko')).toBe('en-US');
    expect(localeFromLangHeader('zh-CN')).toBe('zh');
    expect(localeFromLangHeader('ko-KR')).toBe('ko');
    expect(localeFromLangHeader(undefined)).toBe('en');
  });
});
