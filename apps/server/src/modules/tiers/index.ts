export { USES_COLUMNS, memberPriceColumns, priceForTier, tierAt, tierOf } from './tiers.ts';
