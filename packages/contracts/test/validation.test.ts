import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/limits.ts';
import {
  couponCodeSchema,
  emailOrPhoneSchema,
  passwordSchema,
  priceInputSchema,
  priceToMinorUnits,
  productTextSchema,
  profileNicknameSchema,
  registerNicknameSchema,
  signatureSchema,
  sizeSchema,
  UPLOAD_ENTRY_NAME_PATTERN,
  usageTimesSchema,
  verificationCodeSchema,
  versionSchema,
} from '../src/validation.ts';
import { VALIDATION_MESSAGES } from '../src/validation-messages.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('password (spec §5: letters and numbers, 8-20, specials allowed)', () => {
  it.each([
    ['abcdef12', true],
    ['a1'.repeat(10), true],
    ['abc!@#12', true],
    ['abcde12', false], // 7
    ['a1'.repeat(10) + 'x', false], // 21
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['abcd 1234', false], // space is not printable ASCII here
  ])('%s → %s', (value, expected) => {
    expect(ok(passwordSchema, value)).toBe(expected);
  });
});

describe('nicknames and signature', () => {
  it('register nickname is 2-20 characters', () => {
    expect(ok(registerNicknameSchema, 'a')).toBe(false);
    expect(ok(registerNicknameSchema, 'ab')).toBe(true);
    expect(ok(registerNicknameSchema, 'a'.repeat(LIMITS.registerNicknameMax))).toBe(true);
    expect(ok(registerNicknameSchema, 'a'.repeat(LIMITS.registerNicknameMax + 1))).toBe(false);
  });
  it('profile nickname is at most 50', () => {
    expect(ok(profileNicknameSchema, 'a'.repeat(50))).toBe(true);
    expect(ok(profileNicknameSchema, 'a'.repeat(51))).toBe(false);
    expect(ok(profileNicknameSchema, '')).toBe(false);
  });
  it('signature is at most 200', () => {
    expect(ok(signatureSchema, 'a'.repeat(200))).toBe(true);
    expect(ok(signatureSchema, 'a'.repeat(201))).toBe(false);
  });
});

describe('contact and codes', () => {
  it.each([
    ['user@example.com', true],
    ['+8613800138000', true],
    ['13800138000', true],
    ['not-an-email', false],
    ['12345', false],
  ])('email or phone %s → %s', (value, expected) => {
    expect(ok(emailOrPhoneSchema, value)).toBe(expected);
  });
  it('verification code is required and six digits', () => {
    expect(ok(verificationCodeSchema, '')).toBe(false);
    expect(ok(verificationCodeSchema, '12345')).toBe(false);
    expect(ok(verificationCodeSchema, '123456')).toBe(true);
  });
  it('coupon code cannot be empty', () => {
    const result = couponCodeSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.couponEmpty');
  });
});

describe('product fields', () => {
  it('name/type/author are 1-100 characters', () => {
    expect(ok(productTextSchema, '')).toBe(false);
    expect(ok(productTextSchema, 'a')).toBe(true);
    expect(ok(productTextSchema, 'a'.repeat(100))).toBe(true);
    expect(ok(productTextSchema, 'a'.repeat(101))).toBe(false);
  });
  it.each([
    [sizeSchema, '23', true],
    [sizeSchema, '23.5', true],
    [sizeSchema, '23.', false],
    [sizeSchema, 'abc', false],
    [versionSchema, '1.0.0', true],
    [versionSchema, '1.0', false],
    [priceInputSchema, '9.99', true],
    [priceInputSchema, '9.999', false],
    [priceInputSchema, '-1', false],
  ])('%#: %s', (schema, value, expected) => {
    expect(ok(schema, value)).toBe(expected);
  });
  it('usage times accept 0, positive integers and -1 only', () => {
    expect(ok(usageTimesSchema, 0)).toBe(true);
    expect(ok(usageTimesSchema, 7)).toBe(true);
    expect(ok(usageTimesSchema, -1)).toBe(true);
    expect(ok(usageTimesSchema, -2)).toBe(false);
    expect(ok(usageTimesSchema, 1.5)).toBe(false);
  });
  it('prices convert to integer minor units without floating point error', () => {
    expect(priceToMinorUnits('9.99')).toBe(999);
    expect(priceToMinorUnits('0.1')).toBe(10);
    expect(priceToMinorUnits('1234')).toBe(123400);
  });
  it('upload entry names allow English letters, digits and underscores', () => {
    expect(UPLOAD_ENTRY_NAME_PATTERN.test('my_plugin_2.json')).toBe(true);
    expect(UPLOAD_ENTRY_NAME_PATTERN.test('插件.json')).toBe(false);
    expect(UPLOAD_ENTRY_NAME_PATTERN.test('my-plugin.json')).toBe(false);
    expect(UPLOAD_ENTRY_NAME_PATTERN.test('../evil')).toBe(false);
  });
});

describe('validation messages', () => {
  it('exist in every locale and are not empty', () => {
    for (const [key, messages] of Object.entries(VALIDATION_MESSAGES)) {
      for (const locale of ['en', 'zh', 'ko'] as const) {
        expect(messages[locale], `${key}.${locale}`).toBeTruthy();
      }
    }
  });
});
