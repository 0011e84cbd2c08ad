import { randomInt } from 'node:crypto';
import { targetKind } from './codes/code-targets.ts';

const MAX_BASE_LENGTH = 24;

/**
 * The username a new account starts from: the email's local part (letters,
 * digits, `.`, `_`, `-`) or the phone's digits; `user` when nothing is left.
 */
export function usernameBase(contact: string): string {
  const raw = targetKind(contact) === 'email' ? contact.split('@')[0]! : contact.replace(/\D/g, '');
  const cleaned = raw
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return cleaned || 'user';
}

/** The n-th name to try: the base itself, then the base with more and more random digits. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const digits = Math.min(3 + attempt, 9);
  return `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
}
