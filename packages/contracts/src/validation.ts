import { z } from 'zod';
import { BIRTHDAY_MIN, LIMITS } from './limits.ts';
import { displayText, plainText, singleLine } from './text.ts';

/**
 * Validation rules of spec §5 as shared schemas: the server validates with
 * them, the forms use the same ones. Messages are i18n keys, translated by
 * the client (`validation.*`) and by the server's error handler.
 */

// Letters and digits must both appear; any other printable character is allowed.
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// International mobile numbers: optional +, 6 to 15 digits (E.164 length).
const PHONE_PATTERN = /^\+?\d{6,15}$/;

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, 'validation.passwordLength')
  .max(LIMITS.passwordMax, 'validation.passwordLength')
  .regex(PASSWORD_PATTERN, 'validation.passwordPattern');

export const emailSchema = singleLine(
  z.string().trim().max(254).regex(EMAIL_PATTERN, 'validation.email'),
);
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'validation.phone');
export const emailOrPhoneSchema = z.union([emailSchema, phoneSchema], {
  error: 'validation.emailOrPhone',
});

export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(/^\d{6}$/, 'validation.codeInvalid');

export const captchaAnswerSchema = singleLine(
  z.string().trim().min(1, 'validation.captchaRequired'),
);

export const registerNicknameSchema = displayText(
  singleLine(
    z
      .string()
      .trim()
      .min(LIMITS.registerNicknameMin, 'validation.registerNickname')
      .max(LIMITS.registerNicknameMax, 'validation.registerNickname'),
  ),
);

export const profileNicknameSchema = displayText(
  singleLine(
    z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(LIMITS.profileNicknameMax, 'validation.profileNickname'),
  ),
);

/** The signature is a textarea: line breaks are fine. */
export const signatureSchema = displayText(
  plainText(z.string().max(LIMITS.signatureMax, 'validation.signature')),
);

/** Today's date where it is latest on Earth (UTC+14), so nobody's own today is "after today". */
function latestToday(): string {
  return new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A birthday: a real calendar date (YYYY-MM-DD) from BIRTHDAY_MIN to today. Year 0000 and
 * friends are no one's birthday, and PostgreSQL refuses some of them outright.
 */
export const birthdaySchema = z.iso
  .date({ error: 'validation.required', abort: true })
  .refine((date) => date >= BIRTHDAY_MIN && date <= latestToday(), 'validation.birthday');

/** Product name, type and author: 1 to 100 characters each. */
export const productTextSchema = displayText(
  singleLine(
    z
      .string()
      .trim()
      .min(LIMITS.productNameMin, 'validation.required')
      .max(LIMITS.productNameMax, 'validation.productText'),
  ),
);

/** Size such as 23 or 23.5 (megabytes). */
export const sizeSchema = z.string().regex(/^\d+(\.\d+)?$/, 'validation.size');
/** Version such as 1.0.0. */
export const versionSchema = z.string().regex(/^\d+\.\d+\.\d+$/, 'validation.version');
/** Price such as 9.99 as typed in a form; stored as integer minor units. */
export const priceInputSchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'validation.price');
/** Usage times: 0, a positive integer, or -1 for unlimited. */
export const usageTimesSchema = z.number().int().min(-1, 'validation.usageTimes');

/** Upload file internal names: English letters, digits and underscores only. */
export const UPLOAD_ENTRY_NAME_PATTERN = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

export const couponCodeSchema = singleLine(z.string().trim().min(1, 'validation.couponEmpty'));

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** Converts a typed price such as "9.99" to minor units (999) without floating point. */
export function priceToMinorUnits(input: string): number {
  const parsed = priceInputSchema.parse(input);
  const [whole, fraction = ''] = parsed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
