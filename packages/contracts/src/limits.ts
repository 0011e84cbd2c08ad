/** Business constants and limits, spec §9 (and the numeric bounds of §5). */
export const LIMITS = {
  articleColumnsMax: 20,
  /** Article title and column name lengths (our bounds; the spec gives none) (decision 031). */
  articleTitleMax: 100,
  articleColumnNameMax: 20,
  articleRejectReasonMax: 500,
  productImagesMax: 5,
  productTypesMax: 5,
  /** Front (prerequisite) plugins one product may name (spec §3; our bound, not the spec's). */
  prerequisitesMax: 5,
  uploadFileMaxBytes: 20 * 1024 * 1024,
  /** One product image upload (decision 011); the stored renditions are far smaller. */
  productImageMaxBytes: 10 * 1024 * 1024,
  productNameMin: 1,
  productNameMax: 100,
  profileNicknameMax: 50,
  registerNicknameMin: 2,
  registerNicknameMax: 20,
  signatureMax: 200,
  passwordMin: 8,
  passwordMax: 20,
  /** Product reviews (issue 28, decision 064): our bounds. */
  reviewTitleMax: 120,
  reviewBodyMax: 5000,
  reviewReplyMax: 2000,
  reviewReportNoteMax: 500,
  reviewModerationReasonMax: 500,
  reviewPageSizeMax: 50,
} as const;

/**
 * Row ids are PostgreSQL `integer`s: a larger id names nothing and must not reach a query,
 * where it would fail as out of range instead of simply not being found.
 */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Products a cart may hold, a browser cart may bring at login, and one checkout may name. Here,
 * not in commerce.ts, so the web's cart store does not pull zod into the first load.
 */
export const CART_ITEMS_MAX = 100;

export const HTTP_TIMEOUT_MS = 180_000;
export const VERSION_CHECK_INTERVAL_MS = 8_000;

export const LAZY_IMAGE = {
  attempts: 3,
  cacheSize: 200,
  throttleMs: 200,
  preloadFactor: 1.3,
} as const;

export const PROGRESS_BAR = {
  minimum: 0.3,
  speedMs: 1000,
  trickleSpeedMs: 200,
  showSpinner: false,
} as const;

export const MEMBERSHIP_DURATIONS = ['quarterly', 'annual'] as const;
export type MembershipDuration = (typeof MEMBERSHIP_DURATIONS)[number];

export const PAYMENT_METHODS = ['wechat', 'alipay', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Price tiers (spec §6), cheapest access last. */
export const TIERS = ['general', 'ordinary', 'premium', 'svip'] as const;
export type Tier = (typeof TIERS)[number];

/** Usage-count limit meaning "unlimited" (spec §5). */
export const UNLIMITED_USES = -1;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Page views sent in one analytics request. */
export const PAGE_VIEW_BATCH_MAX = 50;

/**
 * Sane bounds of the dates a client sends (docs/decisions/018). A birthday lies between
 * this day and today; a page view's time within the last PAGE_VIEW_MAX_AGE_DAYS days and
 * at most PAGE_VIEW_MAX_AHEAD_MS ahead of the server's clock (a client clock a little fast).
 */
export const BIRTHDAY_MIN = '1900-01-01';
export const PAGE_VIEW_MAX_AGE_DAYS = 7;
export const PAGE_VIEW_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;
