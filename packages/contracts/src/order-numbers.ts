// Without zod: the checkout reads order numbers before any schema loads.

/**
 * `SP` + the UTC date + `_` + 8 random characters of Crockford's base 32: `SP20261123_7K3QX9AB`
 * (letters, digits and underscore: what WeChat Pay, Alipay and PayPal all take as a merchant
 * order number). Orders made before issue 26 have a hyphen there (`SP20261123-7K3QX9AB`); they
 * keep it, so both are order numbers.
 */
export const ORDER_NO_PATTERN = /^SP\d{8}[-_][0-9A-HJKMNP-TV-Z]{8}$/;
