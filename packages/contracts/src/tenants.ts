/**
 * Tenants (spec §3) and the partner brands that own them (spec §1, §2).
 * Users, sessions, orders, carts and codes belong to exactly one tenant.
 */
export const TENANTS = [
  { id: 10000000, code: 'default', name: 'Space', routeSuffix: null, hasResetPage: true },
  { id: 10000001, code: 'soomfon', name: 'soomfon', routeSuffix: 'soomfon', hasResetPage: true },
  { id: 10000002, code: 'VSD', name: 'VSDCraft', routeSuffix: 'VSD', hasResetPage: true },
  { id: 10000003, code: 'gClickcr', name: 'gClickcr', routeSuffix: 'gClickcr', hasResetPage: true },
  { id: 10000004, code: 'AJAZZ', name: 'AJAZZ', routeSuffix: 'AJAZZ', hasResetPage: false },
  {
    id: 10000005,
    code: 'darkFlash',
    name: 'darkFlash',
    routeSuffix: 'darkFlash',
    hasResetPage: true,
  },
] as const;

export type Tenant = (typeof TENANTS)[number];
export type TenantCode = Tenant['code'];
export type TenantId = Tenant['id'];
export type PartnerBrand = Exclude<TenantCode, 'default'>;

export const DEFAULT_TENANT_ID: TenantId = 10000000;

export const PARTNER_BRANDS = TENANTS.filter((t) => t.routeSuffix !== null).map(
  (t) => t.code,
) as PartnerBrand[];

/**
 * The request header naming a visitor's client brand (spec §2 `client` query and host rules),
 * so a partner brand's visitors see its catalogue, brand-only products included. A session's
 * tenant always wins over it.
 */
export const CLIENT_HEADER = 'client';

export function tenantByCode(code: string | null | undefined): Tenant | undefined {
  return TENANTS.find((t) => t.code === code);
}

export function tenantById(id: number | null | undefined): Tenant | undefined {
  return TENANTS.find((t) => t.id === id);
}
