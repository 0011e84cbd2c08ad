import { z } from 'zod';
import { displayText, singleLine } from './text.ts';
import { HOST_RULE_MAX, isHostRule } from './host-rules.ts';

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
  hostRuleMax: HOST_RULE_MAX,
  /** Uploaded logo or background, before it is decoded and re-encoded. */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

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
    name: displayText(singleLine(z.string().trim().min(1).max(BRAND_LIMITS.nameMax))).optional(),
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
