/** The admin console's sections, in nav order (issue 16). */
export const ADMIN_SECTIONS = [
  'dashboard',
  'reviews',
  'products',
  'codes',
  'coupons',
  'plans',
  'users',
  'orders',
  'payouts',
  'earnings',
  'outbox',
  'audit',
  'videos',
  'brands',
  'unmatched',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export type ConsoleRole = 'superAdmin' | 'admin' | 'moderator' | null;

/**
 * What every brand shares (video tutorials, decision 042) and provider events no brand's order
 * claims (decision 056): the platform's, super admins' only.
 */
const SUPER_ADMIN_SECTIONS: readonly AdminSection[] = ['videos', 'unmatched'];

/**
 * What a role sees: moderators the review queues only, admins everything of their brand,
 * super admins everything, anyone else nothing. The server checks every call again.
 */
export function sectionsFor(role: ConsoleRole): readonly AdminSection[] {
  if (role === 'superAdmin') return ADMIN_SECTIONS;
  if (role === 'admin') {
    return ADMIN_SECTIONS.filter((section) => !SUPER_ADMIN_SECTIONS.includes(section));
  }
  if (role === 'moderator') return ['reviews'];
  return [];
}

/** The section a URL asks for, if the role may see it; else the role's first one. */
export function sectionOf(requested: string | null, role: ConsoleRole): AdminSection | null {
  const allowed = sectionsFor(role);
  return allowed.find((section) => section === requested) ?? allowed[0] ?? null;
}
