/**
 * Every abuse and cost limit of the API in one table (decision 016). The README section
 * "Rate limits" is this table in words; test/system/public-limits.test.ts fails when they differ.
 * Counters live in the RateLimiter (memory, or Redis when REDIS_URL is set), in fixed windows.
 */
export interface RateLimitRule {
  /** Who is limited, as the README says it. */
  endpoints: readonly string[];
  /** What is counted, and per what. */
  key: string;
  limit: number;
  windowMs: number;
  /** What a client sees once the limit is reached. */
  exceeded: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 429 with body code 429 (RATE_LIMITED) and Retry-After: the seconds until the window ends. */
const TOO_MANY = '429';
const AUTH_FORMS = [
  'POST /api/auth/codes',
  'POST /api/auth/login',
  'POST /api/auth/login/code',
  'POST /api/auth/register',
  'POST /api/auth/reset-password',
  'POST /api/auth/wechat/callback',
] as const;

export const RATE_LIMITS = {
  loginFailuresPerAccountAndAddress: {
    endpoints: ['POST /api/auth/login'],
    key: 'failed logins per brand, account and address',
    limit: 5,
    windowMs: 15 * MINUTE,
    exceeded: `${TOO_MANY} for this account from this address only; the password is not checked`,
  },
  loginFailuresPerAccount: {
    endpoints: ['POST /api/auth/login'],
    key: 'failed logins per brand and account, from every address',
    limit: 10,
    windowMs: 15 * MINUTE,
    exceeded: `guarded: an address that already failed for this account gets ${TOO_MANY}; the right password and a fresh graphic code from any other address still log in`,
  },
  authFormsPerAddress: {
    endpoints: AUTH_FORMS,
    key: 'requests per address, these endpoints together',
    limit: 30,
    windowMs: MINUTE,
    exceeded: TOO_MANY,
  },
  captchasPerAddress: {
    endpoints: ['GET /api/auth/captcha'],
    key: 'graphic codes issued per address',
    limit: 60,
    windowMs: MINUTE,
    exceeded: TOO_MANY,
  },
  codeSendsPerTargetAndPurpose: {
    endpoints: ['POST /api/auth/codes'],
    key: 'sends per brand, email or phone, and purpose',
    limit: 1,
    windowMs: MINUTE,
    exceeded: TOO_MANY,
  },
  codeSendsPerTarget: {
    endpoints: ['POST /api/auth/codes'],
    key: 'sends per email or phone, all brands together',
    limit: 10,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  codeSendsWithoutCaptcha: {
    endpoints: ['POST /api/auth/codes'],
    key: 'sends per address, all brands together',
    limit: 3,
    windowMs: HOUR,
    exceeded:
      'every further send needs a graphic code (`captchaId`, `captcha`): 400 `CAPTCHA_REQUIRED` without one',
  },
  codeSendsPerAddress: {
    endpoints: ['POST /api/auth/codes'],
    key: 'sends per address, all brands together',
    limit: 30,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  wechatAuthorizePerAddress: {
    endpoints: ['GET /api/auth/wechat/authorize', 'GET /api/users/me/wechat/authorize'],
    key: 'requests per address',
    limit: 30,
    windowMs: MINUTE,
    exceeded: TOO_MANY,
  },
  pageViewsPerAddress: {
    endpoints: ['POST /api/analytics/page-views'],
    key: 'page views per address (a batch counts its views)',
    limit: 1000,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; the batch is not stored`,
  },
  searchPerAddress: {
    endpoints: ['GET /api/products', 'GET /api/products/suggestions'],
    key: 'requests per address, both endpoints together',
    limit: 300,
    windowMs: MINUTE,
    exceeded: TOO_MANY,
  },
  wrongCurrentPasswordPerUser: {
    endpoints: ['POST /api/users/me/password'],
    key: 'wrong current passwords per user',
    limit: 5,
    windowMs: 15 * MINUTE,
    exceeded: TOO_MANY,
  },
  avatarUploadsPerUser: {
    endpoints: ['POST /api/users/me/avatar'],
    key: 'uploads per user',
    limit: 20,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  productImageUploadsPerUser: {
    endpoints: ['POST /api/products/:id/images'],
    key: 'uploads per user',
    limit: 60,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  ordersPerUser: {
    endpoints: ['POST /api/orders'],
    key: 'checkouts per user (retries with the same checkout key count too)',
    limit: 60,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; no order is made`,
  },
  paymentCallsPerUser: {
    endpoints: ['POST /api/orders/:orderNo/complete', 'POST /api/orders/:orderNo/cancel'],
    key: 'requests per user, both endpoints together (each asks the payment provider)',
    limit: 60,
    windowMs: 10 * MINUTE,
    exceeded: TOO_MANY,
  },
  paymentNotificationsPerAddress: {
    endpoints: ['POST /api/payments/:method/notify'],
    key: 'notifications per address',
    limit: 600,
    windowMs: MINUTE,
    exceeded: `${TOO_MANY}; the provider sends it again later`,
  },
  couponPreviewsPerUser: {
    endpoints: ['POST /api/coupons/preview'],
    key: 'previews per user (guessing coupon codes)',
    limit: 30,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; checkout still validates a coupon`,
  },
  redeemFailuresPerAccount: {
    endpoints: ['POST /api/redeem'],
    key: 'failed exchange-code redemptions per account (successes are not counted)',
    limit: 10,
    windowMs: 15 * MINUTE,
    exceeded: `${TOO_MANY} before the code is looked at`,
  },
  redeemFailuresPerAddress: {
    endpoints: ['POST /api/redeem'],
    key: 'failed exchange-code redemptions per address, all accounts together',
    limit: 30,
    windowMs: 15 * MINUTE,
    exceeded: `${TOO_MANY} before the code is looked at`,
  },
  // Video tutorials (decision 034): a player saves every 15 s of play and on pause or seek.
  videoProgressWritesPerUser: {
    endpoints: ['PUT /api/videos/:id/progress'],
    key: 'resume positions saved per user, all tutorials together',
    limit: 120,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; the player keeps the position in the browser and saves it later`,
  },
  // Social graph (decision 033).
  followChangesPerUser: {
    endpoints: ['PUT /api/users/:id/follow', 'DELETE /api/users/:id/follow'],
    key: 'follows and unfollows per user, both together',
    limit: 100,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; nothing changes`,
  },
  friendRequestsPerUser: {
    endpoints: ['POST /api/users/me/friend-requests'],
    key: 'friend requests sent per user',
    limit: 30,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; no request is sent`,
  },
  // Admin console (issue 16): every /api/admin route, reads and writes together.
  adminRequestsPerUser: {
    endpoints: ['/api/admin/*'],
    key: 'requests per administrator, every admin route together',
    limit: 600,
    windowMs: 10 * MINUTE,
    exceeded: TOO_MANY,
  },
  // Creator dashboard (decision 030): each read is a few grouped queries over up to 366 days.
  creatorStatsPerUser: {
    endpoints: [
      'GET /api/creator-stats',
      'GET /api/creator-stats/products',
      'GET /api/creator-stats/csv',
    ],
    key: 'requests per user, the three endpoints together',
    limit: 120,
    windowMs: 10 * MINUTE,
    exceeded: TOO_MANY,
  },
  // Articles (decision 031): autosave writes often; submitting and uploading cost more.
  articleSavesPerUser: {
    endpoints: ['POST /api/users/me/articles', 'PATCH /api/users/me/articles/:id'],
    key: 'new drafts and autosaves per user, both endpoints together',
    limit: 600,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; the editor keeps the text and saves it later`,
  },
  articleSubmissionsPerUser: {
    endpoints: ['POST /api/users/me/articles/:id/submit'],
    key: 'submissions for review per user',
    limit: 30,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; nothing is submitted`,
  },
  articleImageUploadsPerUser: {
    endpoints: ['POST /api/articles/images'],
    key: 'uploads per user',
    limit: 60,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  articleLikesPerUser: {
    endpoints: ['PUT /api/articles/:id/like', 'DELETE /api/articles/:id/like'],
    key: 'likes and unlikes per user, both together',
    limit: 120,
    windowMs: MINUTE,
    exceeded: `${TOO_MANY}; nothing changes`,
  },
  // Upload records (decision 028): records, submissions for review, and their images.
  uploadRecordsPerUser: {
    endpoints: ['POST /api/uploads'],
    key: 'new upload records per user',
    limit: 60,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; no record is made`,
  },
  uploadSubmitsPerUser: {
    endpoints: ['POST /api/uploads/:id/submit'],
    key: 'submissions for review per user',
    limit: 30,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; nothing is submitted`,
  },
  uploadImagesPerUser: {
    endpoints: ['POST /api/uploads/:id/images', 'POST /api/uploads/:id/avatar'],
    key: 'images and avatars uploaded per user, both endpoints together',
    limit: 120,
    windowMs: HOUR,
    exceeded: TOO_MANY,
  },
  // Creator packages (decision 026): each upload inflates and inspects up to 100 MiB.
  packageUploadsPerUser: {
    endpoints: ['POST /api/uploads/:id/package-uploads'],
    key: 'package uploads started per user',
    limit: 30,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; no upload is started`,
  },
  packageChunksPerUser: {
    endpoints: ['PUT /api/uploads/:id/package-uploads/:uploadId'],
    key: 'package parts sent per user (a 20 MB package is 10 parts)',
    limit: 600,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; the upload stays where it was and resumes later`,
  },
  // Product reviews (decision 064): writing, editing, replying, voting and reporting.
  reviewsPerUser: {
    endpoints: ['PUT /api/products/:id/reviews/mine'],
    key: 'new reviews per user (a PUT without a live review)',
    limit: 20,
    windowMs: 24 * HOUR,
    exceeded: `${TOO_MANY}; no review is written`,
  },
  reviewEditsPerUser: {
    endpoints: ['PUT /api/products/:id/reviews/mine', 'DELETE /api/products/:id/reviews/mine'],
    key: 'review edits and deletions per user, both together',
    limit: 30,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; nothing changes`,
  },
  reviewRepliesPerUser: {
    endpoints: ['PUT /api/reviews/:id/reply'],
    key: 'creator replies written or edited per user',
    limit: 60,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; nothing changes`,
  },
  reviewVotesPerUser: {
    endpoints: ['PUT /api/reviews/:id/helpful', 'DELETE /api/reviews/:id/helpful'],
    key: 'helpful marks and unmarks per user, both together',
    limit: 120,
    windowMs: 10 * MINUTE,
    exceeded: `${TOO_MANY}; nothing changes`,
  },
  reviewReportsPerUser: {
    endpoints: ['POST /api/reviews/:id/reports'],
    key: 'review reports per user',
    limit: 20,
    windowMs: HOUR,
    exceeded: `${TOO_MANY}; nothing is reported`,
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** "15 min", "1 h": a window as the README writes it. */
export function windowText(windowMs: number): string {
  return windowMs % HOUR === 0 ? `${windowMs / HOUR} h` : `${windowMs / MINUTE} min`;
}

/** The README table's rows: endpoint, key, limit, window, what happens. */
export function rateLimitRows(): string[][] {
  return Object.values(RATE_LIMITS).map((rule: RateLimitRule) => [
    rule.endpoints.map((endpoint) => `\`${endpoint}\``).join(', '),
    rule.key,
    rule.limit.toLocaleString('en-US'),
    windowText(rule.windowMs),
    rule.exceeded,
  ]);
}
