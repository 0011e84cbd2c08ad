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
  'audit',
  'brands',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export type ConsoleRole = 'superAdmin' | 'admin' | 'moderator' | null;

/**
 * What a role sees: moderators the review queues only, admins and super admins everything,
 * anyone else nothing. The server checks every call again.
 */
export function sectionsFor(role: ConsoleRole): readonly AdminSection[] {
  if (role === 'admin' || role === 'superAdmin') return ADMIN_SECTIONS;
  if (role === 'moderator') return ['reviews'];
  return [];
}

/** The section a URL asks for, if the role may see it; else the role's first one. */
export function sectionOf(requested: string | null, role: ConsoleRole): AdminSection | null {
  const allowed = sectionsFor(role);
  return allowed.find((section) => section === requested) ?? allowed[0] ?? null;
}
