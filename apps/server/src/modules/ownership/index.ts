export { grant, orderGrant, ownedProductIds, owns, revokeOrderGrants } from './entitlements.ts';
export { listOwnedProducts, newestVersions } from './owned-products.queries.ts';
