import { z } from 'zod';

/**
 * Brand settings (issue 16, decision 041): what administrators edit of a partner brand — its
 * display name, logos, host rules (spec §2) and the look of its login pages. The set of brands,
 * their ids and route suffixes stay the specification's (tenants.ts).
 */

/** The images a brand may upload; each null in the database means the built-in one. */
export const BRAND_IMAGE_SLOTS = ['logoLight', 'logoDark', 'logoZh', 'loginBackground'] as const;
export type BrandImageSlot = (typeof BRAND_IMAGE_SLOTS)[number];

export const BRAND_LIMITS = {
  nameMax: 50,
  hostRulesMax: 10,
  hostRuleMax: 100,
  /** Uploaded logo or background, before it is decoded and re-encoded. */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * A host rule is either a leading part of the host name ending in a dot (`darkflash.`: the
 * partner sub-host `darkflash.<anything>`) or a trailing part starting with a dot
 * (`.ajazz.com`: `ajazz.com` and every host under it). Lower case, labels of letters, digits
 * and hyphens.
 */
const HOST_RULE = new RegExp(`^(?:(?:${LABEL}\\.)+|(?:\\.${LABEL})+)$`);

export function isHostRule(rule: string): boolean {
  return rule.length <= BRAND_LIMITS.hostRuleMax && HOST_RULE.test(rule);
}

/** Whether `host` (lower case, no port) is selected by `rule`. */
export function hostMatchesRule(host: string, rule: string): boolean {
  if (rule.startsWith('.')) return host.endsWith(rule) || host === rule.slice(1);
  return host.startsWith(rule);
}

/**
 * The brand a host name selects (spec §2): the brand with the longest matching rule, so a
 * narrower rule beats a broader one whatever the order of brands; null when none matches.
 */
export function brandForHost(
  hostname: string,
  brands: readonly { code: string; hostRules: readonly string[] }[],
): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  let best: { code: string; length: number } | null = null;
  for (const brand of brands) {
    for (const rule of brand.hostRules) {
      if (rule && hostMatchesRule(host, rule) && rule.length > (best?.length ?? 0)) {
        best = { code: brand.code, length: rule.length };
      }
    }
  }
  return best?.code ?? null;
}

export const brandParamsSchema = z.object({ code: z.string().min(1).max(32) });
export const brandImageParamsSchema = brandParamsSchema.extend({
  slot: z.enum(BRAND_IMAGE_SLOTS),
});

export const hostRuleSchema = z.string().trim().max(BRAND_LIMITS.hostRuleMax).refine(isHostRule, {
  message: 'A host rule is a lower-case host prefix ending in "." or a suffix starting with "."',
});

export const accentColorSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}$/, { message: 'A colour like #1a2b3c (lower case)' });

export const brandUpdateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(BRAND_LIMITS.nameMax).optional(),
    hostRules: z
      .array(hostRuleSchema)
      .max(BRAND_LIMITS.hostRulesMax)
      .refine((rules) => new Set(rules).size === rules.length, {
        message: 'A host rule is listed twice',
      })
      .optional(),
    accentColor: accentColorSchema.nullable().optional(),
  })
  .strict();
export type BrandUpdateBody = z.infer<typeof brandUpdateBodySchema>;

const imageUrl = z.string().nullable();

/** What every visitor may read of a brand: its look, with public file URLs. */
export const publicBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  routeSuffix: z.string().nullable(),
  accentColor: z.string().nullable(),
  logoLightUrl: imageUrl,
  logoDarkUrl: imageUrl,
  logoZhUrl: imageUrl,
  loginBackgroundUrl: imageUrl,
  updatedAt: z.string(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/** What an administrator of the brand reads and edits. */
export const adminBrandSchema = publicBrandSchema.extend({
  id: z.number().int(),
  hostRules: z.array(z.string()),
  /** Whether this administrator may change the host rules (super admins only). */
  hostRulesEditable: z.boolean(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
