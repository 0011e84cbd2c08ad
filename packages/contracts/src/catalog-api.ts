import { z } from 'zod';

export const catalogMetaSchema = z.object({
  categories: z.array(z.string()),
  contentTypes: z.array(z.object({ code: z.string(), slug: z.string() })),
  deviceFamilies: z.array(
    z.object({ code: z.string(), path: z.string(), contentTypes: z.array(z.string()) }),
  ),
});
export type CatalogMeta = z.infer<typeof catalogMetaSchema>;

export const publicTenantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  hostRules: z.array(z.string()),
});
export type PublicTenant = z.infer<typeof publicTenantSchema>;
