export { USES_COLUMNS, memberPriceColumns, priceForTier, tierOf } from './tiers.ts';
