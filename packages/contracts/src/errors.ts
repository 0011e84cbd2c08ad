/**
 * The closed error catalogue. `code` travels in the response body; `status`
 * is the HTTP status of its class. Code 401 is the one the web client acts on
 * (spec §4, §8), so it must stay 401.
 */
export const ERRORS = {
  VALIDATION_FAILED: { code: 400, status: 400 },
  BAD_REQUEST: { code: 40001, status: 400 },
  UNAUTHENTICATED: { code: 401, status: 401 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  METHOD_NOT_ALLOWED: { code: 405, status: 405 },
  CONFLICT: { code: 409, status: 409 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415 },
  RATE_LIMITED: { code: 429, status: 429 },
  INVALID_CREDENTIALS: { code: 40002, status: 400 },
  CAPTCHA_INVALID: { code: 40003, status: 400 },
  CODE_INVALID: { code: 40004, status: 400 },
  OAUTH_STATE_INVALID: { code: 40005, status: 400 },
  PASSWORD_INCORRECT: { code: 40006, status: 400 },
  CAPTCHA_REQUIRED: { code: 40007, status: 400 },
  CART_EMPTY: { code: 40008, status: 400 },
  CURRENCY_MISMATCH: { code: 40009, status: 400 },
  PAYMENT_METHOD_UNAVAILABLE: { code: 40010, status: 400 },
  PAYMENT_VERIFICATION_FAILED: { code: 40011, status: 400 },
  REDEEM_CODE_EMPTY: { code: 40012, status: 400 },
  REDEEM_CODE_INVALID: { code: 40013, status: 400 },
  COUPON_INVALID: { code: 40030, status: 400 },
  COUPON_EXPIRED: { code: 40031, status: 400 },
  COUPON_MIN_SPEND: { code: 40032, status: 400 },
  COUPON_WRONG_CURRENCY: { code: 40033, status: 400 },
  // Video tutorials (decision 034): 40090–40094
  VIDEO_POSITION_BEYOND_END: { code: 40090, status: 400 },
  // Creator packages (issue 11, decision 026)
  PACKAGE_TYPE_WRONG: { code: 40040, status: 400 },
  PACKAGE_NAMES_INVALID: { code: 40041, status: 400 },
  PACKAGE_REJECTED: { code: 40042, status: 400 },
  PACKAGE_OFFSET_MISMATCH: { code: 40043, status: 400 },
  PACKAGE_RANGE_INVALID: { code: 40044, status: 400 },
  PACKAGE_CHUNK_INCOMPLETE: { code: 40045, status: 400 },
  PACKAGE_TOO_LARGE: { code: 41301, status: 413 },
  PACKAGE_CHUNK_TOO_LARGE: { code: 41302, status: 413 },
  // Articles and columns (decision 031)
  ARTICLE_INCOMPLETE: { code: 40070, status: 400 },
  ARTICLE_CONTENT_INVALID: { code: 40071, status: 400 },
  ARTICLE_IMAGE_INVALID: { code: 40072, status: 400 },
  ARTICLE_COLUMN_INVALID: { code: 40073, status: 400 },
  // Upload records and review (issue 11, decision 028)
  UPLOAD_FORM_INCOMPLETE: { code: 40050, status: 400 },
  UPLOAD_VERSION_NOT_NEWER: { code: 40051, status: 400 },
  UPLOAD_IMAGE_RATIO: { code: 40052, status: 400 },
  // An image below its slot's minimum size (decision 077).
  UPLOAD_IMAGE_TOO_SMALL: { code: 40053, status: 400 },
  ACCOUNT_DISABLED: { code: 40301, status: 403 },
  NOT_OWNED: { code: 40302, status: 403 },
  // A demo account (public password) on a production server (decision 051).
  DEMO_ACCOUNT_REFUSED: { code: 40303, status: 403 },
  // Product reviews (issue 28, decision 064): 40310–40319.
  REVIEW_OWN_PRODUCT: { code: 40310, status: 403 },
  REVIEW_ACCOUNT_TOO_NEW: { code: 40311, status: 403 },
  REVIEW_CONTACT_UNVERIFIED: { code: 40312, status: 403 },
  REVIEW_VOTE_OWN: { code: 40313, status: 403 },
  REVIEW_NOT_OWNED: { code: 40314, status: 403 },
  DOWNLOAD_LINK_INVALID: { code: 40401, status: 404 },
  // A product's package (issue 32, decision 074): none stored, or none that passed its checks.
  PACKAGE_MISSING: { code: 40402, status: 404 },
  PACKAGE_REQUIRED: { code: 40909, status: 409 },
  ACCOUNT_EXISTS: { code: 40901, status: 409 },
  ALREADY_OWNED: { code: 40902, status: 409 },
  ORDER_NOT_CANCELLABLE: { code: 40903, status: 409 },
  PRODUCT_UNAVAILABLE: { code: 40904, status: 409 },
  ORDER_PENDING: { code: 40905, status: 409 },
  USES_EXHAUSTED: { code: 40906, status: 409 },
  ORDER_NOT_REFUNDABLE: { code: 40907, status: 409 },
  CART_FULL: { code: 40908, status: 409 },
  // Partial refunds (issue 26, decision 056): 40990–40999.
  REFUND_AMOUNT_EXCEEDED: { code: 40990, status: 409 },
  REFUND_LINES_INVALID: { code: 40991, status: 409 },
  // Creator payouts (issue 30, decision 071): 40930–40939.
  PAYOUT_ACCOUNT_MISSING: { code: 40930, status: 409 },
  PAYOUT_ACCOUNT_NOT_READY: { code: 40931, status: 409 },
  PAYOUT_BELOW_MINIMUM: { code: 40932, status: 409 },
  PAYOUT_OPEN: { code: 40933, status: 409 },
  PAYOUT_NOT_REQUESTED: { code: 40934, status: 409 },
  PAYOUT_METHOD_CURRENCY: { code: 40935, status: 409 },
  MEMBERSHIP_PLAN_UNAVAILABLE: { code: 40950, status: 409 },
  UPLOAD_NOT_EDITABLE: { code: 40960, status: 409 },
  UPLOAD_ACTION_NOT_ALLOWED: { code: 40961, status: 409 },
  UPLOAD_IMAGES_FULL: { code: 40962, status: 409 },
  // Social graph (decision 033): 40080–40089 and 40980–40989.
  FOLLOW_SELF: { code: 40080, status: 400 },
  FRIEND_REQUEST_SELF: { code: 40081, status: 400 },
  ALREADY_FRIENDS: { code: 40980, status: 409 },
  FRIEND_REQUEST_PENDING: { code: 40981, status: 409 },
  FRIEND_REQUEST_NOT_PENDING: { code: 40982, status: 409 },
  MEMBERSHIP_LOWER_TIER: { code: 40951, status: 409 },
  MEMBERSHIP_CURRENCY_UNAVAILABLE: { code: 40952, status: 409 },
  COUPON_ALREADY_USED: { code: 40920, status: 409 },
  COUPON_USED_UP: { code: 40921, status: 409 },
  COUPON_CODE_TAKEN: { code: 40922, status: 409 },
  COUPON_CAP_BELOW_USES: { code: 40923, status: 409 },
  ARTICLE_IN_REVIEW: { code: 40970, status: 409 },
  ARTICLE_NOT_SUBMITTABLE: { code: 40971, status: 409 },
  ARTICLE_ALREADY_DRAFT: { code: 40972, status: 409 },
  ARTICLE_NOT_IN_REVIEW: { code: 40973, status: 409 },
  ARTICLE_COLUMN_PENDING: { code: 40974, status: 409 },
  ARTICLE_COLUMNS_FULL: { code: 40975, status: 409 },
  ARTICLE_COLUMN_NAME_TAKEN: { code: 40976, status: 409 },
  CODE_SEND_FAILED: { code: 50201, status: 502 },
  PAYMENT_PROVIDER_FAILED: { code: 50202, status: 502 },
  INTERNAL: { code: 500, status: 500 },
  UNAVAILABLE: { code: 503, status: 503 },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

export const SUCCESS_CODE = 200;

export function errorNameForCode(code: number): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}
