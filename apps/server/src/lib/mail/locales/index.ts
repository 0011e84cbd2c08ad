import type { Locale } from '@space/contracts/locales';
import { en, type MailWords } from './en.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { MailWords };

/** Every email's words by language (decision 072). */
export const MAIL_WORDS: Record<Locale, MailWords> = { en, zh, ko };

/** Fills `{name}` placeholders; an unknown one stays as written (a test catches it). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
