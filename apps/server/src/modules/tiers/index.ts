export { USES_COLUMNS, memberPriceColumns, priceForTier, tierOf } from './tiers.ts';
export type { Member } from './tiers.ts';
