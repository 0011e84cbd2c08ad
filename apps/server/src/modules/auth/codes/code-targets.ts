/** Where a code goes: an email address or a mobile number. */
export type TargetKind = 'email' | 'phone';

export function targetKind(target: string): TargetKind {
  return target.includes('@') ? 'email' : 'phone';
}

/**
 * One spelling per address, so limits, codes and lookups all agree: emails
 * trimmed and lower-cased; phones as digits with an optional leading +.
 */
export function normalizeTarget(target: string): string {
  const trimmed = target.trim();
  if (targetKind(trimmed) === 'email') return trimmed.toLowerCase();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}

/** Where `password` codes go: the user's own email, else mobile; null when there is neither. */
export function ownContactOf(user: { email: string | null; mobile: string | null }): string | null {
  const contact = user.email ?? user.mobile;
  return contact ? normalizeTarget(contact) : null;
}
