export {
  grant,
  grantFrom,
  orderGrant,
  ownedBy,
  ownedProductIds,
  owns,
  revokeOrderGrants,
} from './entitlements.ts';
export { listOwnedProducts, newestVersions } from './owned-products.queries.ts';
