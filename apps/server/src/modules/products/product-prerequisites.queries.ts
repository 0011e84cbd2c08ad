/** How many of the products that require this one a detail lists (the total is counted). */
export const REQUIRED_BY_PREVIEW = 4;
