import type { Locale } from '@space/contracts/locales';
import {
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@space/contracts/validation-messages';

/**
 * Shared schemas carry i18n keys such as `validation.passwordLength` as their
 * messages; zod's own messages (for schemas without a key) pass through.
 */
export function translateValidationMessage(message: string, locale: Locale): string {
  if (!message.startsWith('validation.')) return message;
  const key = message.slice('validation.'.length) as ValidationMessageKey;
  return VALIDATION_MESSAGES[key]?.[locale] ?? message;
}
