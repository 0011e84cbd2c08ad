import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import type { CodePurpose } from '@space/contracts/accounts';
import { TENANTS } from '@space/contracts/tenants';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyOptions, spaceApp } from '../../src/app.ts';
import {
  cartItems,
  coupons,
  notifications,
  outboxMessages,
  payouts,
  productImages,
  reviews,
  sessions,
  videoTutorials,
  wechatAccounts,
  type users,
} from '../../src/db/schema.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../../src/lib/mail/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { sha256 } from '../../src/lib/tokens.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';
import { createPaymentSandbox } from '../../src/modules/payments/sandbox/keys.ts';
import type { AlipayTransfers } from '../../src/modules/payments/index.ts';
import { alipayPayoutNotice, payoutClients } from '../support/payout-fixtures.ts';
import { SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../../src/modules/wechat/wechat.sandbox.ts';
import { seedDemoPlans } from '../../src/seed/demo-plans.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { openTestDatabase, testConfig } from '../support/helper.ts';
import { cloneRecord, readyRecord } from '../support/creator-fixtures.ts';
import { addTestPackage, createTestProduct } from '../support/product-fixtures.ts';
import { insertArticle, insertColumn } from '../support/article-fixtures.ts';
import { giveRedeemBatch } from '../support/redeem-fixtures.ts';
import { multipart, noisyImage } from '../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';
import { tinyMp4, tutorialUpload } from '../support/admin-video-fixtures.ts';
import { createTestVideo } from '../support/video-fixtures.ts';
import { authorizeLogin, confirmInSandbox } from '../support/wechat-flow.ts';
import {
  checkoutKey,
  FakeProvider,
  fakeSignature,
  givePaidOrder,
  paidPayment,
} from '../support/payment-fixtures.ts';
import { closedPort, sandboxRequests, type CapturedRequest } from '../support/sandbox-requests.ts';
import type { WechatPayProvider } from '../../src/modules/payments/wechatpay/provider.ts';

/**
 * Every API route × seven callers → the HTTP status each one gets (docs/decisions/019).
 * The table's keys must be exactly the routes the app registers, so a new route fails
 * this file until someone decides who may call it.
 *
 * Brands are tenants: a signed-in caller's brand is their session's tenant; a visitor's is
 * the `tenantId` of the form (login, codes, WeChat) or the default brand (catalogue).
 * Brand A is the default brand; user A is a creator there and owns the products below,
 * which are restricted to brand A. The super admin belongs to a third brand, C, so each
 * of their 200s is a cross-brand power, and each 404 is the catalogue view of brand C.
 */
const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[1].id;
const BRAND_C = TENANTS[2].id;

const ROLES = [
  'visitor',
  'userA',
  'userB',
  'otherBrand',
  'moderator',
  'brandAdmin',
  'superAdmin',
] as const;
type Role = (typeof ROLES)[number];
type Row = Readonly<Record<Role, number>>;

function everyone(status: number): Row {
  return Object.fromEntries(ROLES.map((role) => [role, status])) as Row;
}

/** No session needed; the caller makes no difference. */
const PUBLIC = everyone(200);
/** Any session of any brand; the route acts on the caller's own account. */
const SIGNED_IN: Row = { ...everyone(200), visitor: 401 };
/** Brand A's catalogue: user A's product is restricted to brand A. */
const BRAND_A_VIEW: Row = {
  visitor: 200,
  userA: 200,
  userB: 200,
  otherBrand: 404,
  moderator: 200,
  brandAdmin: 200,
  superAdmin: 404,
};
/** Changing user A's product: its author, an admin of brand A, a super admin (decisions 011, 014). */
const AUTHOR_OR_ADMIN: Row = {
  visitor: 401,
  userA: 200,
  userB: 403,
  otherBrand: 404,
  moderator: 403,
  brandAdmin: 200,
  superAdmin: 200,
};
/** Something of user A's own that nobody else may even see (a session). */
const OWNER_ONLY: Row = {
  visitor: 401,
  userA: 200,
  userB: 404,
  otherBrand: 404,
  moderator: 404,
  brandAdmin: 404,
  superAdmin: 404,
};
/** Review queues of brand A: its moderators and admins, and super admins (decision 031). */
const MODERATORS: Row = {
  visitor: 401,
  userA: 403,
  userB: 403,
  otherBrand: 403,
  moderator: 200,
  brandAdmin: 200,
  superAdmin: 200,
};
/** User administration: admins of brand A and super admins (decision 007). */
const ADMINS: Row = {
  visitor: 401,
  userA: 403,
  userB: 403,
  otherBrand: 403,
  moderator: 403,
  brandAdmin: 200,
  superAdmin: 200,
};

/** What every brand shares (video tutorials, decision 042): super admins only. */
const SUPER_ADMINS_ONLY: Row = { ...everyone(403), visitor: 401, superAdmin: 200 };

/**
 * The payment sandbox plays WeChat Pay, Alipay and PayPal (decision 021): their APIs check the
 * provider's own credentials (WeChat's signed Authorization, Alipay's RSA2 parameters, PayPal's
 * client secret and token) and their pay pages stand in for the provider's site. Our sessions
 * play no part, so every caller gets the same answer: this status.
 */
const PROVIDER_SANDBOX = everyone;

/** One row per route, keyed `METHOD path` as Fastify registers it (HEAD routes left out). */
const MATRIX = {
  // API documentation (swagger-ui)
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/index.html': everyone(302),
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  // System and catalogue
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'GET /api/catalog/meta': PUBLIC,
  'GET /api/tenants': PUBLIC,
  'GET /api/brands/:code': PUBLIC,
  'GET /api/home': PUBLIC,
  'POST /api/analytics/page-views': PUBLIC,
  // Link preview cards (decision 061), outside /api/: for the host's brand, never a session's
  // (one public URL answers every fetcher alike), so brand A's product shows to everyone here
  'GET /og/site.jpg': PUBLIC,
  'GET /og/:kind/:file': PUBLIC,
  // Products, authors, likes
  'GET /api/products': PUBLIC,
  'GET /api/products/suggestions': PUBLIC,
  'GET /api/products/:id': BRAND_A_VIEW,
  'POST /api/products/:id/images': AUTHOR_OR_ADMIN,
  'DELETE /api/products/:id/images/:position': AUTHOR_OR_ADMIN,
  'PATCH /api/products/:id/listing': AUTHOR_OR_ADMIN,
  'GET /api/authors/:id': BRAND_A_VIEW,
  'GET /api/products/:id/like': BRAND_A_VIEW,
  'PUT /api/products/:id/like': { ...BRAND_A_VIEW, visitor: 401 },
  'DELETE /api/products/:id/like': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/users/me/likes': SIGNED_IN,
  // Reviews (decision 064): shown where the product is; written by its owners, never its author
  'GET /api/products/:id/reviews': BRAND_A_VIEW,
  'GET /api/products/:id/reviews/summary': BRAND_A_VIEW,
  'PUT /api/products/:id/reviews/mine': { ...BRAND_A_VIEW, visitor: 401, userA: 403 },
  'DELETE /api/products/:id/reviews/mine': { ...BRAND_A_VIEW, visitor: 401 },
  'PUT /api/reviews/:id/reply': {
    ...BRAND_A_VIEW,
    visitor: 401,
    userB: 403,
    moderator: 403,
    brandAdmin: 403,
  },
  'PUT /api/reviews/:id/helpful': { ...BRAND_A_VIEW, visitor: 401 },
  'DELETE /api/reviews/:id/helpful': { ...BRAND_A_VIEW, visitor: 401 },
  'POST /api/reviews/:id/reports': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/moderation/reviews': MODERATORS,
  'POST /api/moderation/reviews/:id': MODERATORS,
  // Social graph (decision 033): users of one brand only; user A is the one acted on
  'PUT /api/users/:id/follow': { ...BRAND_A_VIEW, visitor: 401, userA: 400 }, // 400: yourself
  'DELETE /api/users/:id/follow': { ...BRAND_A_VIEW, visitor: 401, userA: 400 },
  'GET /api/users/me/followers': SIGNED_IN,
  'GET /api/users/me/following': SIGNED_IN,
  'GET /api/users/:id/followers': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/users/:id/following': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/users/:id/social': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/users/me/friends': SIGNED_IN,
  'DELETE /api/users/me/friends/:id': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/users/me/friend-suggestions': SIGNED_IN,
  'GET /api/users/me/friend-requests': SIGNED_IN,
  'POST /api/users/me/friend-requests': { ...BRAND_A_VIEW, visitor: 401 }, // to a fresh brand A user
  'POST /api/users/me/friend-requests/:id/accept': OWNER_ONLY, // sent to user A
  'POST /api/users/me/friend-requests/:id/decline': OWNER_ONLY,
  'POST /api/users/me/friend-requests/:id/cancel': OWNER_ONLY, // sent by user A
  'GET /api/experts': PUBLIC,
  'GET /api/users/me/likes/articles': SIGNED_IN,
  // Video tutorials (decision 034): shared by every brand; a resume position is the caller's own
  'GET /api/videos': PUBLIC,
  'GET /api/videos/:id': PUBLIC,
  'GET /api/videos/:id/progress': SIGNED_IN,
  'PUT /api/videos/:id/progress': SIGNED_IN,
  // Articles and columns (decision 031): user A's published public article in brand A; a
  // draft, a column or a submission of user A's is nobody else's business (404)
  'GET /api/articles': PUBLIC,
  'GET /api/articles/:id': BRAND_A_VIEW,
  'GET /api/articles/:id/related': BRAND_A_VIEW,
  'GET /api/articles/:id/like': BRAND_A_VIEW,
  'PUT /api/articles/:id/like': { ...BRAND_A_VIEW, visitor: 401 },
  'DELETE /api/articles/:id/like': { ...BRAND_A_VIEW, visitor: 401 },
  'POST /api/articles/images': SIGNED_IN,
  'GET /api/users/me/articles': SIGNED_IN,
  'POST /api/users/me/articles': SIGNED_IN,
  'GET /api/users/me/articles/:id': OWNER_ONLY,
  'PATCH /api/users/me/articles/:id': OWNER_ONLY,
  'DELETE /api/users/me/articles/:id': OWNER_ONLY,
  'POST /api/users/me/articles/:id/submit': OWNER_ONLY,
  'POST /api/users/me/articles/:id/revert': OWNER_ONLY,
  'PATCH /api/users/me/articles/:id/settings': OWNER_ONLY,
  'GET /api/users/me/article-columns': SIGNED_IN,
  'POST /api/users/me/article-columns': SIGNED_IN, // a fresh account each: one pending at a time
  'PATCH /api/users/me/article-columns/:id': OWNER_ONLY,
  'DELETE /api/users/me/article-columns/:id': OWNER_ONLY,
  'GET /api/moderation/articles': MODERATORS,
  'GET /api/moderation/articles/:id': MODERATORS,
  'POST /api/moderation/articles/:id/approve': MODERATORS,
  'POST /api/moderation/articles/:id/reject': MODERATORS,
  // Cart, orders, payments, owned products and downloads (decision 020). User A's order is
  // nobody else's business; a notification is public (the provider's signature is the check).
  'GET /api/cart': SIGNED_IN,
  'PUT /api/cart/items/:productId': { ...BRAND_A_VIEW, visitor: 401 },
  'DELETE /api/cart/items/:productId': SIGNED_IN, // removing what is not there is a no-op
  'POST /api/cart/merge': SIGNED_IN, // a product the caller cannot see is dropped, not refused
  'POST /api/orders': SIGNED_IN,
  'GET /api/orders': SIGNED_IN,
  'GET /api/orders/:orderNo': OWNER_ONLY,
  'POST /api/orders/:orderNo/cancel': OWNER_ONLY,
  'POST /api/orders/:orderNo/complete': OWNER_ONLY,
  'POST /api/coupons/preview': SIGNED_IN, // the caller's own cart, a coupon of their brand (decision 025)
  'POST /api/payments/:method/notify': PUBLIC,
  'GET /api/users/me/products': SIGNED_IN,
  // Memberships (decision 023): plans are public; a quote and the membership are the caller's own
  'GET /api/memberships/plans': PUBLIC,
  'GET /api/memberships/quote': SIGNED_IN,
  'GET /api/users/me/membership': SIGNED_IN,
  'POST /api/redeem': SIGNED_IN, // a fresh code of the caller's own brand (decision 024)
  'POST /api/products/:id/download': { ...BRAND_A_VIEW, visitor: 401 },
  'GET /api/downloads/:token': PUBLIC, // the signed link is the credential
  'GET /api/products/:id/uses': { ...BRAND_A_VIEW, visitor: 401 },
  'POST /api/products/:id/uses': { ...BRAND_A_VIEW, visitor: 401 },
  // Signing in and out
  'GET /api/auth/captcha': PUBLIC,
  'GET /api/auth/captcha/challenge': PUBLIC, // the proof-of-work alternative (decision 069)
  'POST /api/auth/codes': SIGNED_IN, // purpose `bind`; `register`, `login`, `reset` are public
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/login/code': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/logout': SIGNED_IN,
  'POST /api/auth/logout-all': SIGNED_IN,
  'GET /api/auth/sessions': SIGNED_IN,
  'DELETE /api/auth/sessions/:id': OWNER_ONLY,
  // The caller's own account
  'GET /api/users/me': SIGNED_IN,
  'PATCH /api/users/me': SIGNED_IN,
  'POST /api/users/me/avatar': SIGNED_IN,
  'POST /api/users/me/password': SIGNED_IN,
  'POST /api/users/me/email': SIGNED_IN,
  'POST /api/users/me/mobile': SIGNED_IN,
  // WeChat login, binding and the sandbox that stands in for WeChat (decision 007)
  'GET /api/auth/wechat/authorize': PUBLIC,
  'POST /api/auth/wechat/callback': PUBLIC,
  'GET /api/users/me/wechat/authorize': SIGNED_IN,
  'POST /api/users/me/wechat': SIGNED_IN,
  'GET /api/users/me/wechat': SIGNED_IN,
  'DELETE /api/users/me/wechat': SIGNED_IN,
  'GET /api/sandbox/wechat/authorize': PUBLIC,
  'POST /api/sandbox/wechat/confirm': everyone(302),
  'GET /api/sandbox/wechat/sns/oauth2/access_token': PUBLIC,
  'GET /api/sandbox/wechat/sns/userinfo': PUBLIC,
  // The payment sandbox (decision 021): on outside production, mounted with it
  'POST /api/sandbox/pay/wechat/v3/pay/transactions/native': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no/close': PROVIDER_SANDBOX(204),
  'POST /api/sandbox/pay/wechat/v3/refund/domestic/refunds': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/wechat/v3/refund/domestic/refunds/:no': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/wechat/v3/certificates': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/wechat/rotate-platform-certificate': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/wechat/scan': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/wechat/decide': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/alipay/gateway.do': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/alipay/gateway.do': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/alipay/decide': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/paypal/v1/oauth2/token': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/paypal/v2/checkout/orders': PROVIDER_SANDBOX(201),
  'GET /api/sandbox/pay/paypal/v2/checkout/orders/:id': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/paypal/v2/checkout/orders/:id/capture': PROVIDER_SANDBOX(201),
  'POST /api/sandbox/pay/paypal/v2/payments/captures/:id/refund': PROVIDER_SANDBOX(201),
  'GET /api/sandbox/pay/paypal/v2/payments/refunds/:id': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/paypal/refunds/:id/complete': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/paypal/v1/notifications/certs/CERT-sandbox-0001': PROVIDER_SANDBOX(200),
  'GET /api/sandbox/pay/paypal/checkoutnow': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/pay/paypal/decide': PROVIDER_SANDBOX(302),
  // Development only (DEV_MAILBOX): answers loopback callers, whoever they are
  'GET /api/dev/mailbox': PUBLIC,
  // Administration
  'GET /api/admin/users': ADMINS,
  'PATCH /api/admin/users/:id/status': ADMINS,
  'PATCH /api/admin/users/:id/role': ADMINS,
  'POST /api/admin/users/:id/sessions/revoke': ADMINS,
  // Admin console (issue 16): brand A's figures, products, orders and audit log
  'GET /api/admin/audit-log': ADMINS,
  // Brand settings of brand A (decision 041)
  'GET /api/admin/brands': ADMINS,
  'PATCH /api/admin/brands/:code': ADMINS,
  'POST /api/admin/brands/:code/images/:slot': ADMINS,
  'DELETE /api/admin/brands/:code/images/:slot': ADMINS,
  'GET /api/admin/dashboard': ADMINS,
  'GET /api/admin/products': ADMINS,
  'PATCH /api/admin/products/:id': ADMINS,
  'GET /api/admin/orders': ADMINS,
  'GET /api/admin/orders/:orderNo': ADMINS,
  'POST /api/admin/orders/:orderNo/refund': ADMINS,
  'GET /api/admin/payment-events/unmatched': SUPER_ADMINS_ONLY,
  // Video tutorials (decision 042): shared by every brand, so the platform's to change
  'GET /api/admin/videos': SUPER_ADMINS_ONLY,
  'POST /api/admin/videos': SUPER_ADMINS_ONLY,
  'PUT /api/admin/videos/order': SUPER_ADMINS_ONLY,
  'PATCH /api/admin/videos/:id': SUPER_ADMINS_ONLY,
  'DELETE /api/admin/videos/:id': SUPER_ADMINS_ONLY,
  // Membership plans of brand A (decision 023)
  'GET /api/admin/membership-plans': ADMINS,
  'PUT /api/admin/membership-plans': ADMINS,
  // Exchange code batches of brand A (decision 024)
  'POST /api/admin/redeem-code-batches': ADMINS,
  'GET /api/admin/redeem-code-batches': ADMINS,
  'GET /api/admin/redeem-code-batches/:id': ADMINS,
  'POST /api/admin/redeem-code-batches/:id/revoke': ADMINS,
  // Discount coupons of brand A (decision 025)
  'GET /api/admin/coupons': ADMINS,
  'POST /api/admin/coupons': ADMINS,
  'PATCH /api/admin/coupons/:id': ADMINS,
  // Creator dashboard (decision 030), asked for user A's product: user A, admins of brand A and
  // super admins; any other caller naming another creator is refused (403).
  'GET /api/creator-stats': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-stats/products': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-stats/csv': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  // Creator payouts (decision 071): the caller's own account and payouts; a brand's admins
  // decide. A wrong code is refused after the session check (the flow is in payouts.test.ts);
  // a caller without a payout account is told so (409).
  'GET /api/creator-earnings/payout-account': SIGNED_IN,
  'PUT /api/creator-earnings/payout-account': { ...everyone(400), visitor: 401 },
  'GET /api/creator-earnings/payouts': SIGNED_IN,
  'POST /api/creator-earnings/payouts': { ...everyone(409), visitor: 401 },
  'GET /api/admin/payouts': ADMINS,
  'POST /api/admin/payouts/:payoutNo/approve': ADMINS,
  'POST /api/admin/payouts/:payoutNo/reject': ADMINS,
  'POST /api/payouts/:method/notify': PUBLIC,
  'POST /api/sandbox/payouts/paypal/v1/oauth2/token': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/payouts/paypal/v1/payments/payouts': PROVIDER_SANDBOX(201),
  'GET /api/sandbox/payouts/paypal/v1/payments/payouts/:id': PROVIDER_SANDBOX(200),
  'POST /api/sandbox/payouts/alipay/gateway.do': PROVIDER_SANDBOX(200),
  // Creator earnings (decision 068), asked for user A's: the same callers as the dashboard.
  'GET /api/creator-earnings/balance': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-earnings/entries': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-earnings/entries/csv': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-earnings/statements/:month': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  'GET /api/creator-earnings/statements/:month/csv': { ...AUTHOR_OR_ADMIN, otherBrand: 403 },
  // Platform fee rates of brand A (decision 068)
  'GET /api/admin/earnings/overview': ADMINS,
  'GET /api/admin/earnings/rates': ADMINS,
  'PUT /api/admin/earnings/rates': ADMINS,
  // The message outbox of brand A (decision 073): a failed email of brand A retried
  'GET /api/admin/outbox': ADMINS,
  'POST /api/admin/outbox/:id/retry': ADMINS,
  // Creator studio (decisions 028, 029): user A is the only creator; user A's records are
  // nobody else's business (404); brand A's review queue is its moderators' and admins'
  'POST /api/users/me/creator': SIGNED_IN, // a throwaway account each: the opt-in is for good
  'GET /api/uploads': SIGNED_IN,
  'POST /api/uploads': { ...everyone(403), visitor: 401, userA: 200 },
  'GET /api/uploads/:id': OWNER_ONLY,
  'PATCH /api/uploads/:id': OWNER_ONLY,
  'DELETE /api/uploads/:id': OWNER_ONLY,
  'POST /api/uploads/:id/submit': OWNER_ONLY,
  'POST /api/uploads/:id/revoke': OWNER_ONLY,
  'POST /api/uploads/:id/reupload': OWNER_ONLY,
  'POST /api/uploads/:id/delist': OWNER_ONLY,
  'POST /api/uploads/:id/images': OWNER_ONLY,
  'DELETE /api/uploads/:id/images/:position': OWNER_ONLY,
  'POST /api/uploads/:id/avatar': OWNER_ONLY,
  // Package uploads (decision 026): the record's author only; anyone else finds nothing (404)
  'POST /api/uploads/:id/package-uploads': OWNER_ONLY,
  'GET /api/uploads/:id/package-uploads/:uploadId': OWNER_ONLY,
  'PUT /api/uploads/:id/package-uploads/:uploadId': OWNER_ONLY,
  'DELETE /api/uploads/:id/package-uploads/:uploadId': OWNER_ONLY,
  'GET /api/moderation/uploads': MODERATORS,
  'GET /api/moderation/uploads/:id': MODERATORS,
  'POST /api/moderation/uploads/:id/approve': MODERATORS,
  'POST /api/moderation/uploads/:id/reject': MODERATORS,
  'GET /api/users/me/product-updates': SIGNED_IN,
  'POST /api/users/me/product-updates/:id/read': OWNER_ONLY,
  // In-app notifications (decision 066): each user's own, in their brand.
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/unread-count': SIGNED_IN,
  'POST /api/notifications/:id/read': OWNER_ONLY,
  'POST /api/notifications/read-all': SIGNED_IN,
  'GET /api/notifications/preferences': SIGNED_IN,
  'PUT /api/notifications/preferences': SIGNED_IN,
  // One-click unsubscribe (decision 072): the signed link is the proof, no session is needed.
  'GET /api/mail/unsubscribe': PUBLIC,
  'POST /api/mail/unsubscribe': PUBLIC,
} as const satisfies Record<string, Row>;
type RouteKey = keyof typeof MATRIX;

/** A caller: no user for the visitor. */
interface Actor {
  role: Role;
  user: UserRow | null;
  token: string | null;
}

/**
 * What one check sends, besides the method and path of its key: values for the path's
 * parameters, and optionally another caller of the same role (`as`: a throwaway account
 * or session, for requests that end sessions or change credentials).
 */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A raw query string (`?…`) instead of `query`, for requests signed over its exact text. */
  search?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
  as?: Actor;
}
type CallFor = (actor: Actor) => Call | Promise<Call>;

const PASSWORD = 'secret123';
const CAPTCHA_ANSWER = 'Kx7Pa';

let counter = 0;
/** A fresh client address per request, so per-address limits stay out of the way. */
function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
function uniqueEmail(): string {
  counter += 1;
  return `matrix.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}
function uniquePhone(): string {
  counter += 1;
  return `+86139${String(counter % 10_000).padStart(4, '0')}${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`;
}
function uniqueName(): string {
  return `matrix-${randomBytes(4).toString('hex')}`;
}

/**
 * A request a provider client made, as a check of `key`: its path parameters read back from
 * the route's pattern, its query, headers and body unchanged (the provider's Authorization
 * then replaces the caller's session: the real provider sends none).
 */
function replay(key: RouteKey, request: CapturedRequest): Call {
  const pattern = key.slice(key.indexOf(' ') + 1);
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const regex = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:\w+/g, '([^/]+)')}$`);
  const match = regex.exec(request.path);
  if (!match || !key.startsWith(`${request.method} `)) {
    throw new Error(`${key}: the client sent ${request.method} ${request.path}`);
  }
  return {
    params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
    search: request.search,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  };
}

function pathOf(key: RouteKey, params: Record<string, string | number> = {}): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return path.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${key}: no value for ${name ?? '*'}`);
    return encodeURIComponent(String(value));
  });
}

describe('authorization matrix', async () => {
  // Built like helper.ts's build(), with an onRoute hook in place before any route exists.
  const config = testConfig({ devMailbox: true, wechatSandbox: true, wechat: null });
  const database = await openTestDatabase();
  await ensureReferenceData(database.db);
  const app = Fastify(fastifyOptions(config));
  // Stands in for the payment provider (an external service), as in the commerce tests.
  const paypal = new FakeProvider('paypal', ['USD']);
  // The payment sandbox is mounted as bootstrap.ts mounts it outside production.
  const paymentSandbox = await createPaymentSandbox();
  // Payouts go to the payout sandbox of this app (decision 071).
  const payoutProviders = payoutClients(() => app, paymentSandbox);
  const liveRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    // The SPA and /files/* are left out; the link preview cards (decision 061) are in.
    if (route.url !== '/api' && !route.url.startsWith('/api/') && !route.url.startsWith('/og/')) {
      return;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && method !== 'OPTIONS') liveRoutes.add(`${method} ${route.url}`);
    }
  });
  await app.register(spaceApp, {
    config,
    db: database.db,
    dbEngine: database.engine,
    version: 'test',
    captchaAnswers: () => CAPTCHA_ANSWER,
    paymentProviders: { paypal },
    paymentSandbox,
    payoutProviders,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.dispose();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const sandbox = sandboxRequests(app, paymentSandbox, await closedPort());

  const passwordHash = await hashPassword(PASSWORD);
  const PROFILES: Record<Exclude<Role, 'visitor'>, Partial<typeof users.$inferInsert>> = {
    userA: { tenantId: BRAND_A, isCreator: true },
    userB: { tenantId: BRAND_A },
    otherBrand: { tenantId: BRAND_B },
    moderator: { tenantId: BRAND_A, role: 'moderator' },
    brandAdmin: { tenantId: BRAND_A, role: 'admin' },
    superAdmin: { tenantId: BRAND_C, isSuperAdmin: true },
  };

  /** A new account of the role (same brand and rank), with a password, an email and a session. */
  async function throwaway(role: Role): Promise<Actor> {
    if (role === 'visitor') return { role, user: null, token: null };
    const user = await createTestUser(app, {
      ...PROFILES[role],
      passwordHash,
      email: uniqueEmail(),
    });
    return { role, user, token: await tokenFor(app, user) };
  }

  /** The same account with a second session, for requests that end the session they use. */
  async function anotherSession(actor: Actor): Promise<Actor> {
    return actor.user ? { ...actor, token: await tokenFor(app, actor.user) } : actor;
  }

  const actors = {} as Record<Role, Actor>;
  for (const role of ROLES) actors[role] = await throwaway(role);
  const userA = actors.userA.user!;

  /** A payout of user A waiting for approval, for approve and reject. */
  async function givePayout(): Promise<string> {
    const payoutNo = `PO20261129M${randomBytes(6).toString('hex').toUpperCase()}`;
    await app.db.insert(payouts).values({
      tenantId: BRAND_A,
      userId: randomInt(1_000_000, 2_000_000_000),
      payoutNo,
      currency: 'USD',
      amountMinor: 1500,
      method: 'paypal',
      account: 'matrix@example.com',
      payoutAccountId: 1,
      state: 'requested',
      requestedAt: new Date(),
    });
    return payoutNo;
  }
  const paypalBasic = () =>
    `Basic ${Buffer.from(`${paymentSandbox.paypal.clientId}:${paymentSandbox.paypal.clientSecret}`).toString('base64')}`;
  async function paypalBearer(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sandbox/payouts/paypal/v1/oauth2/token',
      headers: {
        authorization: paypalBasic(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    return `Bearer ${response.json().access_token as string}`;
  }
  const paypalBatch = () => ({
    sender_batch_header: {
      sender_batch_id: `PO20261129M${randomBytes(6).toString('hex').toUpperCase()}`,
    },
    items: [
      {
        recipient_type: 'EMAIL',
        amount: { value: '15.00', currency: 'USD' },
        receiver: 'matrix@example.com',
        sender_item_id: 'matrix',
      },
    ],
  });
  const productOfA = await createTestProduct(app, {
    authorId: userA.id,
    restrictedToTenants: [BRAND_A],
  });
  // Its package: a download serves one, never a placeholder (decision 074).
  await addTestPackage(app, productOfA.id);

  // Reviews (decision 064): owners of user A's product with accounts old enough to review.
  async function reviewerLike(actor: Actor): Promise<Actor> {
    if (actor.role === 'visitor') return actor;
    const user = await createTestUser(app, {
      ...PROFILES[actor.role],
      email: uniqueEmail(),
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await givePaidOrder(app, user, [productOfA.id]);
    return { role: actor.role, user, token: await tokenFor(app, user) };
  }
  /** A review of user A's product by a brand A owner, as the table holds one. */
  async function freshReviewOfA(): Promise<number> {
    const reviewer = await createTestUser(app, { tenantId: BRAND_A });
    const [row] = await app.db
      .insert(reviews)
      .values({
        productId: productOfA.id,
        userId: reviewer.id,
        tenantId: BRAND_A,
        rating: 3,
        language: 'en',
      })
      .returning({ id: reviews.id });
    return row!.id;
  }

  // Video tutorials (decision 034): one tutorial for every brand.
  const tutorial = await createTestVideo(app);

  // Articles (decision 031): user A's published public article, and one waiting for review.
  const articleOfA = await insertArticle(app, userA, {
    state: 'published',
    publishedAt: new Date(),
  });
  const submissionOfA = await insertArticle(app, userA, { state: 'review' });

  // Creator studio (decisions 028, 029): a ready record of user A's, and one in review.
  const recordOfA = await readyRecord(app, { user: userA, token: actors.userA.token! });
  const submittedOfA = await cloneRecord(app, recordOfA, 'submitted');
  // At the studio's minimum sizes (decision 077): a landscape card and a square avatar.
  const studioImage = async (width: number, height: number) => {
    const body = multipart([
      {
        name: 'file',
        filename: 'card.png',
        type: 'image/png',
        content: await noisyImage(width, height).png().toBuffer(),
      },
    ]);
    return () => ({ payload: body.payload, headers: { 'content-type': body.contentType } });
  };
  const cardImage = await studioImage(960, 640);
  const studioAvatar = await studioImage(256, 256);

  function freshProductOfA() {
    return createTestProduct(app, { authorId: userA.id, restrictedToTenants: [BRAND_A] });
  }

  /** A waiting PayPal order of user A, checked out through the API. */
  async function waitingOrderOfA(): Promise<string> {
    const product = await createTestProduct(app, { priceGeneral: 500 });
    const response = await prerequisite({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(actors.userA.token!),
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    return response.json().data.orderNo as string;
  }
  const orderOfA = await waitingOrderOfA();

  async function sessionIdOf(token: string): Promise<number> {
    const [row] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    return row!.id;
  }

  /** A request on the side, that must succeed (getting a code, a WeChat state…). */
  async function prerequisite(options: InjectOptions, expected = 200) {
    const response = await app.inject({ remoteAddress: nextIp(), ...options });
    expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(
      expected,
    );
    return response;
  }

  /** Sends a verification code (as the actor, when given) and reads it from the dev mailbox. */
  async function codeFor(
    target: string,
    purpose: CodePurpose,
    actor: Actor | null = null,
  ): Promise<string> {
    await prerequisite({
      method: 'POST',
      url: '/api/auth/codes',
      headers: actor?.token ? bearer(actor.token) : {},
      payload: { tenantId: BRAND_A, target, purpose },
    });
    const mailbox = await prerequisite({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { target },
      remoteAddress: '127.0.0.1',
    });
    const code = /\b(\d{6})\b/.exec(mailbox.json().data.list[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was delivered to ${target}`);
    return code;
  }

  /** A WeChat login code and state from the sandbox, as the browser would get them. */
  async function wechatLoginGrant() {
    const { url } = await authorizeLogin(app, BRAND_A);
    return confirmInSandbox(app, url, uniqueName());
  }

  async function sandboxAccessToken() {
    const { code } = await wechatLoginGrant();
    const response = await prerequisite({
      method: 'GET',
      url: '/api/sandbox/wechat/sns/oauth2/access_token',
      query: {
        appid: SANDBOX_APP_ID,
        secret: SANDBOX_APP_SECRET,
        code,
        grant_type: 'authorization_code',
      },
    });
    const { access_token: accessToken, openid } = response.json();
    return { access_token: String(accessToken), openid: String(openid) };
  }

  const image = await noisyImage(64, 64).png().toBuffer();
  function upload(): Pick<Call, 'payload' | 'headers'> {
    const body = multipart([
      { name: 'file', filename: 'picture.png', type: 'image/png', content: image },
    ]);
    return { payload: body.payload, headers: { 'content-type': body.contentType } };
  }

  const profile = { nickName: 'Matrix', note: '', birthday: '2001-01-01', sex: 'male' };
  const newPassword = { password: 'secret456', confirmPassword: 'secret456' };
  /** A well-formed body for a caller who cannot get a real code or state (the visitor). */
  const placeholderCode = '000000';

  /**
   * The request of each check: what would succeed if the caller is allowed, with real path
   * parameters and a valid body (real verification codes, graphic codes and WeChat grants).
   */
  const CALLS: Record<RouteKey, CallFor> = {
    'GET /api/docs': () => ({}),
    'GET /api/docs/json': () => ({}),
    'GET /api/docs/yaml': () => ({}),
    'GET /api/docs/static/index.html': () => ({}),
    'GET /api/docs/static/swagger-initializer.js': () => ({}),
    'GET /api/docs/static/*': () => ({ params: { '*': 'swagger-ui.css' } }),

    'GET /og/site.jpg': () => ({}),
    'GET /og/:kind/:file': () => ({ params: { kind: 'product', file: `${productOfA.id}.jpg` } }),

    'GET /api/health': () => ({}),
    'GET /api/health/ready': () => ({}),
    'GET /api/health/live': () => ({}),
    'GET /api/catalog/meta': () => ({}),
    'GET /api/tenants': () => ({}),
    'GET /api/brands/:code': () => ({ params: { code: TENANTS[0].code } }),
    'GET /api/home': () => ({}),
    'POST /api/analytics/page-views': () => ({
      payload: {
        views: [
          {
            path: '/',
            visitorId: 'matrix-visitor',
            locale: 'en',
            viewedAt: new Date().toISOString(),
          },
        ],
      },
    }),

    'GET /api/products': () => ({}),
    'GET /api/products/suggestions': () => ({ query: { q: 'Test' } }),
    'GET /api/products/:id': () => ({ params: { id: productOfA.id } }),
    'POST /api/products/:id/images': async () => ({
      params: { id: (await freshProductOfA()).id },
      ...upload(),
    }),
    'DELETE /api/products/:id/images/:position': async () => {
      const product = await freshProductOfA();
      await app.db.insert(productImages).values({
        productId: product.id,
        position: 0,
        fileKey: `products/${randomBytes(16).toString('hex')}.webp`,
        width: 64,
        height: 64,
      });
      return { params: { id: product.id, position: 0 } };
    },
    'PATCH /api/products/:id/listing': async () => ({
      params: { id: (await freshProductOfA()).id },
      payload: { status: 'delisted' },
    }),
    'GET /api/authors/:id': () => ({ params: { id: userA.id } }),
    'GET /api/products/:id/like': () => ({ params: { id: productOfA.id } }),
    'PUT /api/products/:id/like': () => ({ params: { id: productOfA.id } }),
    'DELETE /api/products/:id/like': () => ({ params: { id: productOfA.id } }),
    'GET /api/users/me/likes': () => ({}),
    'GET /api/products/:id/reviews': () => ({ params: { id: productOfA.id } }),
    'GET /api/products/:id/reviews/summary': () => ({ params: { id: productOfA.id } }),
    'PUT /api/products/:id/reviews/mine': async (actor) => ({
      params: { id: productOfA.id },
      payload: { rating: 4, body: 'Matrix' },
      // The author is refused as such; anyone else writes as an owner who may review.
      as: actor.role === 'userA' ? actor : await reviewerLike(actor),
    }),
    'DELETE /api/products/:id/reviews/mine': () => ({ params: { id: productOfA.id } }),
    'PUT /api/reviews/:id/reply': async () => ({
      params: { id: await freshReviewOfA() },
      payload: { body: 'Thanks' },
    }),
    'PUT /api/reviews/:id/helpful': async () => ({ params: { id: await freshReviewOfA() } }),
    'DELETE /api/reviews/:id/helpful': async () => ({ params: { id: await freshReviewOfA() } }),
    'POST /api/reviews/:id/reports': async () => ({
      params: { id: await freshReviewOfA() },
      payload: { reason: 'spam' },
    }),
    'GET /api/moderation/reviews': () => ({}),
    'POST /api/moderation/reviews/:id': async () => ({
      params: { id: await freshReviewOfA() },
      payload: { action: 'hide', reason: 'Matrix' },
    }),
    // Social graph (decision 033)
    'PUT /api/users/:id/follow': () => ({ params: { id: userA.id } }),
    'DELETE /api/users/:id/follow': () => ({ params: { id: userA.id } }),
    'GET /api/users/me/followers': () => ({}),
    'GET /api/users/me/following': () => ({}),
    'GET /api/users/:id/followers': () => ({ params: { id: userA.id } }),
    'GET /api/users/:id/following': () => ({ params: { id: userA.id } }),
    'GET /api/users/:id/social': () => ({ params: { id: userA.id } }),
    'GET /api/users/me/friends': () => ({}),
    'DELETE /api/users/me/friends/:id': () => ({ params: { id: userA.id } }),
    'GET /api/users/me/friend-suggestions': () => ({}),
    'GET /api/users/me/friend-requests': () => ({ query: { direction: 'outgoing' } }),
    'POST /api/users/me/friend-requests': async () => ({
      payload: { userId: (await createTestUser(app, { tenantId: BRAND_A })).id },
    }),
    'POST /api/users/me/friend-requests/:id/accept': async () => ({
      params: { id: await friendRequestToA() },
    }),
    'POST /api/users/me/friend-requests/:id/decline': async () => ({
      params: { id: await friendRequestToA() },
    }),
    'POST /api/users/me/friend-requests/:id/cancel': async () => {
      const to = await createTestUser(app, { tenantId: BRAND_A });
      const sent = await prerequisite({
        method: 'POST',
        url: '/api/users/me/friend-requests',
        headers: bearer(actors.userA.token!),
        payload: { userId: to.id },
      });
      return { params: { id: sent.json().data.id as number } };
    },
    'GET /api/experts': () => ({}),
    'GET /api/users/me/likes/articles': () => ({}),

    // Video tutorials (decision 034)
    'GET /api/videos': () => ({ query: { deviceFamily: 'streamDock' } }),
    'GET /api/videos/:id': () => ({ params: { id: tutorial.id } }),
    'GET /api/videos/:id/progress': () => ({ params: { id: tutorial.id } }),
    'PUT /api/videos/:id/progress': () => ({
      params: { id: tutorial.id },
      payload: { positionSeconds: 5 },
    }),

    // Articles and columns (decision 031)
    'GET /api/articles': () => ({ query: { channel: 'news' } }),
    'GET /api/articles/:id': () => ({ params: { id: articleOfA } }),
    'GET /api/articles/:id/related': () => ({ params: { id: articleOfA } }),
    'GET /api/articles/:id/like': () => ({ params: { id: articleOfA } }),
    'PUT /api/articles/:id/like': () => ({ params: { id: articleOfA } }),
    'DELETE /api/articles/:id/like': () => ({ params: { id: articleOfA } }),
    'POST /api/articles/images': () => upload(),
    'GET /api/users/me/articles': () => ({ query: { filter: 'draft' } }),
    'POST /api/users/me/articles': () => ({ payload: { title: 'Matrix', channel: 'news' } }),
    'GET /api/users/me/articles/:id': async () => ({
      params: { id: await insertArticle(app, userA) },
    }),
    'PATCH /api/users/me/articles/:id': async () => ({
      params: { id: await insertArticle(app, userA) },
      payload: { title: 'Matrix edit' },
    }),
    'DELETE /api/users/me/articles/:id': async () => ({
      params: { id: await insertArticle(app, userA) },
    }),
    'POST /api/users/me/articles/:id/submit': async () => ({
      params: { id: await insertArticle(app, userA) },
    }),
    'POST /api/users/me/articles/:id/revert': async () => ({
      params: { id: await insertArticle(app, userA, { state: 'review' }) },
    }),
    'PATCH /api/users/me/articles/:id/settings': async () => ({
      params: { id: await insertArticle(app, userA) },
      payload: { pinned: true },
    }),
    'GET /api/users/me/article-columns': () => ({}),
    'POST /api/users/me/article-columns': async (actor) => ({ as: await throwaway(actor.role) }),
    'PATCH /api/users/me/article-columns/:id': async () => ({
      params: { id: await insertColumn(app, userA) },
      payload: { name: uniqueName().slice(0, 20) },
    }),
    'DELETE /api/users/me/article-columns/:id': async () => ({
      params: { id: await insertColumn(app, userA) },
    }),
    'GET /api/moderation/articles': () => ({ query: { tenantId: String(BRAND_A) } }),
    'GET /api/moderation/articles/:id': () => ({ params: { id: submissionOfA } }),
    'POST /api/moderation/articles/:id/approve': async () => ({
      params: { id: await insertArticle(app, userA, { state: 'review' }) },
    }),
    'POST /api/moderation/articles/:id/reject': async () => ({
      params: { id: await insertArticle(app, userA, { state: 'review' }) },
      payload: { reason: 'Matrix' },
    }),

    'GET /api/cart': () => ({}),
    'PUT /api/cart/items/:productId': () => ({ params: { productId: productOfA.id } }),
    'DELETE /api/cart/items/:productId': () => ({ params: { productId: productOfA.id } }),
    'POST /api/cart/merge': () => ({ payload: { productIds: [productOfA.id] } }),
    'POST /api/orders': async () => ({
      payload: {
        method: 'paypal',
        checkoutKey: checkoutKey(),
        productIds: [(await createTestProduct(app, { priceGeneral: 300 })).id],
      },
    }),
    'GET /api/orders': () => ({}),
    'GET /api/orders/:orderNo': () => ({ params: { orderNo: orderOfA } }),
    'POST /api/orders/:orderNo/cancel': async () => ({
      params: { orderNo: await waitingOrderOfA() },
    }),
    'POST /api/orders/:orderNo/complete': async () => ({
      params: { orderNo: await waitingOrderOfA() },
      payload: { params: { token: 'EC-MATRIX' } },
    }),
    'POST /api/payments/:method/notify': async () => {
      const body = JSON.stringify(paidPayment(await waitingOrderOfA(), 500));
      return {
        params: { method: 'paypal' },
        headers: { 'content-type': 'application/json', 'x-fake-signature': fakeSignature(body) },
        payload: body,
      };
    },
    'POST /api/coupons/preview': async (actor) => {
      if (!actor.user) return { payload: { code: 'ANY' } };
      // Something in the caller's cart, and a coupon of the caller's brand.
      const product = await createTestProduct(app, { priceGeneral: 1000 });
      await app.db
        .insert(cartItems)
        .values({ userId: actor.user.id, tenantId: actor.user.tenantId, productId: product.id })
        .onConflictDoNothing();
      return { payload: { code: await couponOf(actor.user.tenantId) } };
    },
    'GET /api/users/me/products': () => ({}),
    'GET /api/memberships/plans': () => ({}),
    'GET /api/memberships/quote': async () => {
      await seedDemoPlans(app.db); // every brand's plans on sale; a no-op after the first time
      return { query: { tier: 'ordinary', duration: 'quarterly' } };
    },
    'GET /api/users/me/membership': () => ({}),
    'POST /api/redeem': async (actor) => ({
      payload: {
        code: actor.user
          ? (await giveRedeemBatch(app, actor.user)).codes[0]
          : 'AAAA-BBBB-CCCC-DDDD',
      },
    }),
    'POST /api/products/:id/download': () => ({ params: { id: productOfA.id } }),
    'GET /api/downloads/:token': async () => {
      const response = await prerequisite({
        method: 'POST',
        url: `/api/products/${productOfA.id}/download`,
        headers: bearer(actors.userA.token!),
      });
      return { params: { token: String(response.json().data.url).split('/').pop()! } };
    },
    'GET /api/products/:id/uses': () => ({ params: { id: productOfA.id } }),
    'POST /api/products/:id/uses': () => ({ params: { id: productOfA.id } }),

    'GET /api/auth/captcha': () => ({}),
    'GET /api/auth/captcha/challenge': () => ({}),
    'POST /api/auth/codes': () => ({
      payload: { tenantId: BRAND_A, target: uniqueEmail(), purpose: 'bind' },
    }),
    'POST /api/auth/register': async () => {
      const account = uniqueEmail();
      return {
        payload: {
          tenantId: BRAND_A,
          account,
          code: await codeFor(account, 'register'),
          nickName: 'New user',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      };
    },
    'POST /api/auth/login': async () => {
      const captcha = await prerequisite({ method: 'GET', url: '/api/auth/captcha' });
      return {
        payload: {
          tenantId: BRAND_A,
          account: userA.username,
          password: PASSWORD,
          captchaId: captcha.json().data.captchaId,
          captcha: CAPTCHA_ANSWER,
        },
      };
    },
    'POST /api/auth/login/code': async () => {
      const account = (await throwaway('userB')).user!.email!;
      return {
        payload: { tenantId: BRAND_A, account, code: await codeFor(account, 'login') },
      };
    },
    'POST /api/auth/reset-password': async () => {
      const account = (await throwaway('userB')).user!.email!;
      const code = await codeFor(account, 'reset');
      return { payload: { tenantId: BRAND_A, account, code, ...newPassword } };
    },
    'POST /api/auth/logout': async (actor) => ({ as: await anotherSession(actor) }),
    'POST /api/auth/logout-all': async (actor) => ({ as: await throwaway(actor.role) }),
    'GET /api/auth/sessions': () => ({}),
    'DELETE /api/auth/sessions/:id': async () => ({
      params: { id: await sessionIdOf(await tokenFor(app, userA)) },
    }),

    'GET /api/users/me': () => ({}),
    'PATCH /api/users/me': () => ({ payload: profile }),
    'POST /api/users/me/avatar': () => upload(),
    'POST /api/users/me/password': async (actor) => ({
      as: await throwaway(actor.role),
      payload: { method: 'password', oldPassword: PASSWORD, ...newPassword },
    }),
    'POST /api/users/me/email': async (actor) => {
      const as = await throwaway(actor.role);
      const target = uniqueEmail();
      const code = as.user ? await codeFor(target, 'bind', as) : placeholderCode;
      return { as, payload: { target, code } };
    },
    'POST /api/users/me/mobile': async (actor) => {
      const as = await throwaway(actor.role);
      const target = uniquePhone();
      const code = as.user ? await codeFor(target, 'bind', as) : placeholderCode;
      return { as, payload: { target, code } };
    },

    'GET /api/auth/wechat/authorize': () => ({ query: { tenantId: String(BRAND_A) } }),
    'POST /api/auth/wechat/callback': async () => ({ payload: await wechatLoginGrant() }),
    'GET /api/users/me/wechat/authorize': () => ({}),
    'POST /api/users/me/wechat': async (actor) => {
      const as = await throwaway(actor.role);
      if (!as.token) return { as, payload: { code: placeholderCode, state: 'b.0.0' } };
      const authorize = await prerequisite({
        method: 'GET',
        url: '/api/users/me/wechat/authorize',
        headers: bearer(as.token),
      });
      return { as, payload: await confirmInSandbox(app, authorize.json().data.url, uniqueName()) };
    },
    'GET /api/users/me/wechat': () => ({}),
    'DELETE /api/users/me/wechat': async (actor) => {
      const as = await throwaway(actor.role);
      if (as.user) {
        await app.db
          .insert(wechatAccounts)
          .values({ tenantId: as.user.tenantId, userId: as.user.id, openId: uniqueName() });
      }
      return { as };
    },
    'GET /api/sandbox/wechat/authorize': async () => {
      const { url } = await authorizeLogin(app, BRAND_A);
      return { query: Object.fromEntries(new URL(url).searchParams) };
    },
    'POST /api/sandbox/wechat/confirm': async () => {
      const authorize = new URL((await authorizeLogin(app, BRAND_A)).url).searchParams;
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          state: authorize.get('state')!,
          redirect_uri: authorize.get('redirect_uri')!,
          nickname: uniqueName(),
        }).toString(),
      };
    },
    'GET /api/sandbox/wechat/sns/oauth2/access_token': async () => ({
      query: {
        appid: SANDBOX_APP_ID,
        secret: SANDBOX_APP_SECRET,
        code: (await wechatLoginGrant()).code,
        grant_type: 'authorization_code',
      },
    }),
    'GET /api/sandbox/wechat/sns/userinfo': async () => ({ query: await sandboxAccessToken() }),

    // Each provider API call is the one the real client signs; each pay page a new payment's.
    'POST /api/sandbox/pay/wechat/v3/pay/transactions/native': async () =>
      replay(
        'POST /api/sandbox/pay/wechat/v3/pay/transactions/native',
        await sandbox.capture(
          (request) => request.path.endsWith('/native'),
          (providers) => providers.wechat.create(sandbox.input('wechat')),
        ),
      ),
    'GET /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no': async () => {
      const { orderNo } = await sandbox.wechatOrder();
      return replay(
        'GET /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no',
        await sandbox.capture(
          (request) => request.method === 'GET',
          (providers) => providers.wechat.query(orderNo, null),
        ),
      );
    },
    'POST /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no/close': async () => {
      const { orderNo } = await sandbox.wechatOrder();
      return replay(
        'POST /api/sandbox/pay/wechat/v3/pay/transactions/out-trade-no/:no/close',
        await sandbox.capture(
          (request) => request.path.endsWith('/close'),
          (providers) => providers.wechat.close(orderNo, null),
        ),
      );
    },
    'POST /api/sandbox/pay/wechat/v3/refund/domestic/refunds': async () => {
      const { orderNo, pr } = await sandbox.wechatOrder();
      await sandbox.decide('wechat', { pr, action: 'pay' });
      const paid = await sandbox.live.wechat.query(orderNo, null);
      return replay(
        'POST /api/sandbox/pay/wechat/v3/refund/domestic/refunds',
        await sandbox.capture(
          (request) => request.path.endsWith('/refunds'),
          (providers) =>
            providers.wechat.refund({
              orderNo,
              refundNo: `R${orderNo}`,
              transactionId: paid!.transactionId!,
              amountMinor: 1200,
              totalMinor: 1200,
              currency: 'CNY',
              reason: 'matrix',
            }),
        ),
      );
    },
    'GET /api/sandbox/pay/wechat/v3/refund/domestic/refunds/:no': async () => {
      const { orderNo, pr } = await sandbox.wechatOrder();
      await sandbox.decide('wechat', { pr, action: 'pay' });
      const paid = await sandbox.live.wechat.query(orderNo, null);
      const refundNo = `R${orderNo.replace(/[^A-Za-z0-9]/g, '')}`;
      await sandbox.live.wechat.refund({
        orderNo,
        refundNo,
        transactionId: paid!.transactionId!,
        amountMinor: 1200,
        totalMinor: 1200,
        currency: 'CNY',
        reason: 'matrix',
      });
      return replay(
        'GET /api/sandbox/pay/wechat/v3/refund/domestic/refunds/:no',
        await sandbox.capture(
          (request) => request.method === 'GET',
          (providers) =>
            providers.wechat.queryRefund({
              orderNo,
              refundNo,
              providerRefundId: null,
              transactionId: paid!.transactionId!,
            }),
        ),
      );
    },
    'GET /api/sandbox/pay/wechat/v3/certificates': async () =>
      replay(
        'GET /api/sandbox/pay/wechat/v3/certificates',
        await sandbox.capture(
          (request) => request.path.endsWith('/v3/certificates'),
          (providers) => (providers.wechat as WechatPayProvider).certificates.maintain(),
        ),
      ),
    'POST /api/sandbox/pay/wechat/rotate-platform-certificate': () => ({}),
    'GET /api/sandbox/pay/wechat/scan': async () => ({
      query: { pr: (await sandbox.wechatOrder()).pr },
    }),
    // Cancel: Pay would also post a notification, to a server that is not listening here.
    'POST /api/sandbox/pay/wechat/decide': async () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        pr: (await sandbox.wechatOrder()).pr,
        action: 'cancel',
      }).toString(),
    }),
    'GET /api/sandbox/pay/alipay/gateway.do': async () => ({
      search: (await sandbox.alipayPage()).url.search,
    }),
    'POST /api/sandbox/pay/alipay/gateway.do': async () => {
      const { orderNo } = await sandbox.openedAlipayTrade();
      return replay(
        'POST /api/sandbox/pay/alipay/gateway.do',
        await sandbox.capture(
          (request) => request.method === 'POST',
          (providers) => providers.alipay.query(orderNo, null),
        ),
      );
    },
    'POST /api/sandbox/pay/alipay/decide': async () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        trade: (await sandbox.openedAlipayTrade()).trade,
        action: 'cancel',
      }).toString(),
    }),
    'POST /api/sandbox/pay/paypal/v1/oauth2/token': async () =>
      replay(
        'POST /api/sandbox/pay/paypal/v1/oauth2/token',
        await sandbox.capture(
          (request) => request.path.endsWith('/oauth2/token'),
          (providers) => providers.paypal.create(sandbox.input('paypal')),
        ),
      ),
    'POST /api/sandbox/pay/paypal/v2/checkout/orders': async () =>
      replay(
        'POST /api/sandbox/pay/paypal/v2/checkout/orders',
        await sandbox.capture(
          (request) => request.path.endsWith('/v2/checkout/orders'),
          (providers) => providers.paypal.create(sandbox.input('paypal')),
        ),
      ),
    'GET /api/sandbox/pay/paypal/v2/checkout/orders/:id': async () => {
      const payment = sandbox.input('paypal');
      const start = await sandbox.live.paypal.create(payment);
      return replay(
        'GET /api/sandbox/pay/paypal/v2/checkout/orders/:id',
        await sandbox.capture(
          (request) => request.method === 'GET',
          (providers) => providers.paypal.query(payment.orderNo, start.providerOrderId),
        ),
      );
    },
    'POST /api/sandbox/pay/paypal/v2/checkout/orders/:id/capture': async () => {
      const { orderNo, id } = await sandbox.approvedPaypalOrder();
      return replay(
        'POST /api/sandbox/pay/paypal/v2/checkout/orders/:id/capture',
        await sandbox.capture(
          (request) => request.path.endsWith('/capture'),
          (providers) =>
            providers.paypal.complete(orderNo, id, { token: id, PayerID: 'SANDBOXPAYER01' }),
        ),
      );
    },
    'POST /api/sandbox/pay/paypal/v2/payments/captures/:id/refund': async () => {
      const { orderNo, id } = await sandbox.approvedPaypalOrder();
      const paid = await sandbox.live.paypal.complete(orderNo, id, { token: id });
      return replay(
        'POST /api/sandbox/pay/paypal/v2/payments/captures/:id/refund',
        await sandbox.capture(
          (request) => request.path.endsWith('/refund'),
          (providers) =>
            providers.paypal.refund({
              orderNo,
              refundNo: `R${orderNo}`,
              transactionId: paid.transactionId!,
              amountMinor: 1200,
              totalMinor: 1200,
              currency: 'USD',
              reason: 'matrix',
            }),
        ),
      );
    },
    'GET /api/sandbox/pay/paypal/v2/payments/refunds/:id': async () => {
      const { orderNo, id } = await sandbox.approvedPaypalOrder();
      const paid = await sandbox.live.paypal.complete(orderNo, id, { token: id });
      const refundNo = `R${orderNo.replace(/[^A-Za-z0-9]/g, '')}`;
      const refund = await sandbox.live.paypal.refund({
        orderNo,
        refundNo,
        transactionId: paid.transactionId!,
        amountMinor: 1200,
        totalMinor: 1200,
        currency: 'USD',
        reason: 'matrix',
      });
      return replay(
        'GET /api/sandbox/pay/paypal/v2/payments/refunds/:id',
        await sandbox.capture(
          (request) => request.method === 'GET' && request.path.includes('/refunds/'),
          (providers) =>
            providers.paypal.queryRefund({
              orderNo,
              refundNo,
              providerRefundId: refund.refundId,
              transactionId: paid.transactionId!,
            }),
        ),
      );
    },
    'POST /api/sandbox/pay/paypal/refunds/:id/complete': async () => {
      const { orderNo, id } = await sandbox.approvedPaypalOrder();
      const paid = await sandbox.live.paypal.complete(orderNo, id, { token: id });
      const refund = await sandbox.live.paypal.refund({
        orderNo,
        refundNo: `R${orderNo.replace(/[^A-Za-z0-9]/g, '')}`,
        transactionId: paid.transactionId!,
        amountMinor: 1200,
        totalMinor: 1200,
        currency: 'USD',
        reason: 'matrix',
      });
      return { params: { id: refund.refundId } };
    },
    'GET /api/sandbox/pay/paypal/v1/notifications/certs/CERT-sandbox-0001': () => ({}),
    'GET /api/sandbox/pay/paypal/checkoutnow': async () => {
      const start = await sandbox.live.paypal.create(sandbox.input('paypal'));
      return { query: { token: start.providerOrderId! } };
    },
    'POST /api/sandbox/pay/paypal/decide': async () => {
      const start = await sandbox.live.paypal.create(sandbox.input('paypal'));
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: start.providerOrderId!,
          action: 'pay',
        }).toString(),
      };
    },

    'GET /api/dev/mailbox': () => ({
      query: { target: userA.email! },
      remoteAddress: '127.0.0.1',
    }),

    'GET /api/admin/users': () => ({ query: { tenantId: String(BRAND_A) } }),
    'PATCH /api/admin/users/:id/status': async () => ({
      params: { id: (await createTestUser(app, { tenantId: BRAND_A })).id },
      payload: { status: 'disabled' },
    }),
    'PATCH /api/admin/users/:id/role': async () => ({
      params: { id: (await createTestUser(app, { tenantId: BRAND_A })).id },
      payload: { role: 'moderator' },
    }),
    'POST /api/admin/users/:id/sessions/revoke': async () => ({
      params: { id: (await createTestUser(app, { tenantId: BRAND_A })).id },
    }),
    'GET /api/admin/audit-log': () => ({ query: { tenantId: String(BRAND_A) } }),
    'GET /api/admin/brands': () => ({}),
    'PATCH /api/admin/brands/:code': () => ({
      params: { code: TENANTS[0].code },
      payload: { accentColor: '#336699' },
    }),
    'POST /api/admin/brands/:code/images/:slot': () => ({
      params: { code: TENANTS[0].code, slot: 'logoLight' },
      ...upload(),
    }),
    'DELETE /api/admin/brands/:code/images/:slot': () => ({
      params: { code: TENANTS[0].code, slot: 'logoLight' },
    }),
    'GET /api/admin/dashboard': () => ({ query: { tenantId: String(BRAND_A), days: '7' } }),
    'GET /api/admin/products': () => ({ query: { q: 'a' } }),
    'PATCH /api/admin/products/:id': () => ({
      params: { id: productOfA.id },
      payload: { featuredRank: null },
    }),
    'GET /api/admin/orders': () => ({ query: { tenantId: String(BRAND_A) } }),
    'GET /api/admin/videos': () => ({}),
    'POST /api/admin/videos': async () => {
      const { payload, contentType } = tutorialUpload(await tinyMp4());
      return { payload, headers: { 'content-type': contentType } };
    },
    'PUT /api/admin/videos/order': async () => {
      const rows = await app.db
        .select({ id: videoTutorials.id })
        .from(videoTutorials)
        .orderBy(asc(videoTutorials.position), asc(videoTutorials.id));
      return { payload: { ids: rows.map((row) => row.id) } };
    },
    'PATCH /api/admin/videos/:id': () => ({
      params: { id: tutorial.id },
      payload: { topic: tutorial.topic },
    }),
    'DELETE /api/admin/videos/:id': async () => ({
      params: { id: (await createTestVideo(app)).id },
    }),
    'GET /api/admin/payment-events/unmatched': () => ({}),
    'GET /api/admin/orders/:orderNo': async () => {
      const product = await createTestProduct(app, { priceGeneral: 500 });
      const order = await givePaidOrder(app, userA, [product.id], { amountMinor: 500 });
      return { params: { orderNo: order.orderNo } };
    },
    'GET /api/admin/coupons': () => ({ query: { tenantId: String(BRAND_A) } }),
    'POST /api/admin/coupons': () => ({
      payload: {
        tenantId: BRAND_A,
        code: uniqueName().replace(/[^A-Za-z0-9]/g, ''),
        kind: 'percent',
        percentOff: 10,
      },
    }),
    'PATCH /api/admin/coupons/:id': async () => {
      const [row] = await app.db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, await couponOf(BRAND_A)));
      return { params: { id: row!.id }, payload: { active: false } };
    },
    'GET /api/admin/membership-plans': () => ({ query: { tenantId: String(BRAND_A) } }),
    'PUT /api/admin/membership-plans': () => ({
      payload: {
        tenantId: BRAND_A,
        plans: [{ tier: 'ordinary', duration: 'quarterly', priceMinor: 499, currency: 'USD' }],
      },
    }),
    'POST /api/admin/orders/:orderNo/refund': async () => {
      const product = await createTestProduct(app, { priceGeneral: 500 });
      const order = await givePaidOrder(app, userA, [product.id], { amountMinor: 500 });
      return { params: { orderNo: order.orderNo }, payload: { reason: 'matrix' } };
    },
    'POST /api/admin/redeem-code-batches': () => ({
      payload: { label: 'matrix', count: 1, membershipTier: 'ordinary', membershipDays: 30 },
    }),
    'GET /api/admin/redeem-code-batches': () => ({ query: { tenantId: String(BRAND_A) } }),
    'GET /api/admin/redeem-code-batches/:id': async () => ({
      params: { id: (await giveRedeemBatch(app, actors.brandAdmin.user!)).batchId },
    }),
    'POST /api/admin/redeem-code-batches/:id/revoke': async () => ({
      params: { id: (await giveRedeemBatch(app, actors.brandAdmin.user!)).batchId },
    }),

    // Creator dashboard (decision 030)
    'GET /api/creator-stats': () => ({
      query: { creatorId: String(userA.id), productId: String(productOfA.id) },
    }),
    'GET /api/creator-stats/products': () => ({ query: { creatorId: String(userA.id) } }),
    'GET /api/creator-stats/csv': () => ({
      query: { creatorId: String(userA.id), productId: String(productOfA.id), table: 'daily' },
    }),

    // Creator payouts (decision 071)
    'GET /api/creator-earnings/payout-account': () => ({}),
    'PUT /api/creator-earnings/payout-account': () => ({
      payload: { method: 'paypal', account: 'payee@example.com', code: '000000' },
    }),
    'GET /api/creator-earnings/payouts': () => ({}),
    'POST /api/creator-earnings/payouts': () => ({ payload: { currency: 'USD' } }),
    'GET /api/admin/payouts': () => ({ query: { tenantId: String(BRAND_A), state: 'requested' } }),
    'POST /api/admin/payouts/:payoutNo/approve': async () => ({
      params: { payoutNo: await givePayout() },
    }),
    'POST /api/admin/payouts/:payoutNo/reject': async () => ({
      params: { payoutNo: await givePayout() },
      payload: { reason: 'matrix' },
    }),
    'POST /api/payouts/:method/notify': () => ({
      params: { method: 'alipay' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: alipayPayoutNotice(paymentSandbox, 'PO20261129NOSUCHPAYOUT', 'SUCCESS'),
    }),
    'POST /api/sandbox/payouts/paypal/v1/oauth2/token': () => ({
      headers: {
        authorization: paypalBasic(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    }),
    'POST /api/sandbox/payouts/paypal/v1/payments/payouts': async () => ({
      headers: { authorization: await paypalBearer(), 'content-type': 'application/json' },
      payload: paypalBatch(),
    }),
    'GET /api/sandbox/payouts/paypal/v1/payments/payouts/:id': async () => {
      const authorization = await paypalBearer();
      const created = await app.inject({
        method: 'POST',
        url: '/api/sandbox/payouts/paypal/v1/payments/payouts',
        headers: { authorization, 'content-type': 'application/json' },
        payload: paypalBatch(),
      });
      return {
        params: { id: created.json().batch_header.payout_batch_id as string },
        headers: { authorization },
      };
    },
    'POST /api/sandbox/payouts/alipay/gateway.do': () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        (payoutProviders.alipay as AlipayTransfers).signed('alipay.fund.trans.common.query', {
          out_biz_no: 'PO20261129NOSUCHPAYOUT',
        }),
      ).toString(),
    }),

    // Creator earnings (decision 068)
    'GET /api/creator-earnings/balance': () => ({ query: { creatorId: String(userA.id) } }),
    'GET /api/creator-earnings/entries': () => ({
      query: { creatorId: String(userA.id), currency: 'USD', kind: 'sale' },
    }),
    'GET /api/creator-earnings/entries/csv': () => ({ query: { creatorId: String(userA.id) } }),
    'GET /api/creator-earnings/statements/:month': () => ({
      params: { month: '2026-11' },
      query: { creatorId: String(userA.id) },
    }),
    'GET /api/creator-earnings/statements/:month/csv': () => ({
      params: { month: '2026-11' },
      query: { creatorId: String(userA.id) },
    }),
    'GET /api/admin/earnings/overview': () => ({ query: { tenantId: String(BRAND_A) } }),
    'GET /api/admin/earnings/rates': () => ({ query: { tenantId: String(BRAND_A) } }),
    'PUT /api/admin/earnings/rates': () => ({
      payload: {
        tenantId: BRAND_A,
        brandFeeBps: 2500,
        creators: [{ userId: userA.id, feeBps: 2000 }],
      },
    }),

    'GET /api/admin/outbox': () => ({ query: { tenantId: String(BRAND_A), state: 'failed' } }),
    'POST /api/admin/outbox/:id/retry': async () => {
      const at = new Date();
      const [failed] = await app.db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          tenantId: BRAND_A,
          recipient: userA.email!,
          subject: 'Matrix',
          payload: { to: userA.email!, subject: 'Matrix', text: 'Matrix' },
          state: 'failed',
          attempts: 8,
          maxAttempts: 8,
          nextAttemptAt: at,
          lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: outboxMessages.id });
      return { params: { id: failed!.id } };
    },

    // Creator studio (decisions 028, 029): fresh copies of user A's ready record per check
    'POST /api/users/me/creator': async (actor) => ({ as: await throwaway(actor.role) }),
    'GET /api/uploads': () => ({}),
    'POST /api/uploads': () => ({ payload: {} }),
    'GET /api/uploads/:id': () => ({ params: { id: recordOfA } }),
    'PATCH /api/uploads/:id': async () => ({
      params: { id: await cloneRecord(app, recordOfA) },
      payload: { name: 'Matrix' },
    }),
    'DELETE /api/uploads/:id': async () => ({ params: { id: await cloneRecord(app, recordOfA) } }),
    'POST /api/uploads/:id/submit': async () => ({
      params: { id: await cloneRecord(app, recordOfA) },
    }),
    'POST /api/uploads/:id/revoke': async () => ({
      params: { id: await cloneRecord(app, recordOfA, 'submitted') },
    }),
    'POST /api/uploads/:id/reupload': async () => ({
      params: { id: await cloneRecord(app, recordOfA, 'failed') },
    }),
    'POST /api/uploads/:id/delist': async () => {
      const id = await cloneRecord(app, recordOfA, 'submitted');
      await prerequisite({
        method: 'POST',
        url: `/api/moderation/uploads/${id}/approve`,
        headers: bearer(actors.moderator.token!),
      });
      return { params: { id } };
    },
    'POST /api/uploads/:id/images': async () => ({
      params: { id: await cloneRecord(app, recordOfA) },
      ...cardImage(),
    }),
    'DELETE /api/uploads/:id/images/:position': async () => ({
      params: { id: await cloneRecord(app, recordOfA), position: 0 },
    }),
    'POST /api/uploads/:id/avatar': async () => ({
      params: { id: await cloneRecord(app, recordOfA) },
      ...studioAvatar(),
    }),
    // Package uploads (decision 026): a fresh copy of user A's record and an upload started on it
    'POST /api/uploads/:id/package-uploads': async () => ({
      params: { id: await cloneRecord(app, recordOfA) },
      payload: { fileName: 'matrix.zip', totalBytes: 100 },
    }),
    'GET /api/uploads/:id/package-uploads/:uploadId': () => packageUploadOfA(),
    'PUT /api/uploads/:id/package-uploads/:uploadId': async () => ({
      ...(await packageUploadOfA()),
      headers: { 'content-type': 'application/octet-stream', 'content-range': 'bytes 0-9/100' },
      payload: Buffer.alloc(10, 1),
    }),
    'DELETE /api/uploads/:id/package-uploads/:uploadId': () => packageUploadOfA(),
    'GET /api/moderation/uploads': () => ({}),
    'GET /api/moderation/uploads/:id': () => ({ params: { id: submittedOfA } }),
    'POST /api/moderation/uploads/:id/approve': async () => ({
      params: { id: await cloneRecord(app, recordOfA, 'submitted') },
    }),
    'POST /api/moderation/uploads/:id/reject': async () => ({
      params: { id: await cloneRecord(app, recordOfA, 'submitted') },
      payload: { reason: 'Matrix' },
    }),
    'GET /api/users/me/product-updates': () => ({}),
    'POST /api/users/me/product-updates/:id/read': async () => {
      const [notice] = await app.db
        .insert(notifications)
        .values({
          tenantId: BRAND_A,
          userId: userA.id,
          kind: 'productVersion',
          productId: productOfA.id,
          payload: { version: `9.${++counter}.0`, productName: 'Matrix', newVersionInfo: '' },
        })
        .returning({ id: notifications.id });
      return { params: { id: notice!.id } };
    },
    'GET /api/notifications': () => ({ query: { page: '1', pageSize: '5' } }),
    'GET /api/notifications/unread-count': () => ({}),
    'POST /api/notifications/:id/read': async () => {
      const [row] = await app.db
        .insert(notifications)
        .values({
          tenantId: BRAND_A,
          userId: userA.id,
          kind: 'newFollower',
          objectType: 'user',
          eventKey: `matrix:${++counter}`,
        })
        .returning({ id: notifications.id });
      return { params: { id: row!.id } };
    },
    'POST /api/notifications/read-all': () => ({}),
    'GET /api/notifications/preferences': () => ({}),
    'PUT /api/notifications/preferences': () => ({ payload: { channels: { newFollower: 'off' } } }),
    'GET /api/mail/unsubscribe': () => ({ query: { token: unsubscribeTokenOfA() } }),
    'POST /api/mail/unsubscribe': () => ({
      query: { token: unsubscribeTokenOfA() },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  };

  /** User A's signed one-click unsubscribe token for update notices (decision 072). */
  function unsubscribeTokenOfA(): string {
    return signUnsubscribeToken(unsubscribeKey(app.config)!, {
      userId: userA.id,
      tenantId: BRAND_A,
      kinds: ['productVersion'],
    });
  }

  /** A friend request a fresh brand A user sent to user A; answers its id. */
  async function friendRequestToA(): Promise<number> {
    const from = await createTestUser(app, { tenantId: BRAND_A });
    const sent = await prerequisite({
      method: 'POST',
      url: '/api/users/me/friend-requests',
      headers: bearer(await tokenFor(app, from)),
      payload: { userId: userA.id },
    });
    return sent.json().data.id as number;
  }

  /** A package upload of 100 bytes started by user A on a fresh copy of their record. */
  async function packageUploadOfA(): Promise<Call> {
    const id = await cloneRecord(app, recordOfA);
    const started = await prerequisite({
      method: 'POST',
      url: `/api/uploads/${id}/package-uploads`,
      headers: bearer(actors.userA.token!),
      payload: { fileName: 'matrix.zip', totalBytes: 100 },
    });
    return { params: { id, uploadId: String(started.json().data.uploadId) } };
  }

  /** A fresh 10 % coupon of the brand; answers its code. */
  async function couponOf(tenantId: number): Promise<string> {
    const code = `MATRIX${randomBytes(5).toString('hex').toUpperCase()}`;
    await app.db
      .insert(coupons)
      .values({ tenantId, code, kind: 'percent', percentOff: 10, createdAt: new Date() });
    return code;
  }

  let checks = 0;

  /** The status one caller gets, with the start of the body for the failure message. */
  async function check(key: RouteKey, role: Role): Promise<{ status: number; body: string }> {
    const actor = actors[role];
    const { params, as, headers, search, ...call } = await CALLS[key](actor);
    const caller = as ?? actor;
    const response = await app.inject({
      method: key.slice(0, key.indexOf(' ')) as InjectOptions['method'],
      url: `${pathOf(key, params)}${search ?? ''}`,
      remoteAddress: nextIp(),
      ...call,
      headers: {
        'user-agent': 'vitest',
        ...(caller.token ? bearer(caller.token) : {}),
        ...headers,
      },
    });
    checks += 1;
    return { status: response.statusCode, body: response.body.slice(0, 200) };
  }

  it('has exactly one row per live API route', () => {
    const rows = new Set<string>(Object.keys(MATRIX));
    const missing = [...liveRoutes].filter((route) => !rows.has(route)).sort();
    const stale = [...rows].filter((route) => !liveRoutes.has(route)).sort();
    expect(
      { missing, stale },
      `routes without a row in MATRIX: ${missing.join(', ') || 'none'}; ` +
        `rows for routes that do not exist: ${stale.join(', ') || 'none'}`,
    ).toEqual({ missing: [], stale: [] });
  });

  describe.each(Object.keys(MATRIX) as RouteKey[])('%s', (key) => {
    it('answers each caller as the table says', async () => {
      const actual = {} as Record<Role, number>;
      const bodies: string[] = [];
      for (const role of ROLES) {
        const { status, body } = await check(key, role);
        actual[role] = status;
        if (status !== MATRIX[key][role]) bodies.push(`${role} ${status}: ${body}`);
      }
      expect(actual, bodies.join('\n')).toEqual(MATRIX[key]);
    });
  });

  // Decision 054: a role is checked before the body, query and path are validated, so a caller
  // without it gets 401/403 for any request, never a 400 that describes an admin form.
  const ROLE_ROWS: Row[] = [ADMINS, MODERATORS, SUPER_ADMINS_ONLY];
  const roleRoutes = (Object.keys(MATRIX) as RouteKey[]).filter((key) =>
    ROLE_ROWS.includes(MATRIX[key]),
  );
  it.each(roleRoutes)('%s: 401 and 403 come before 400 for an invalid request', async (key) => {
    const method = key.slice(0, key.indexOf(' ')) as InjectOptions['method'];
    const url = key.slice(key.indexOf(' ') + 1).replace(/:\w+/g, 'not-an-id');
    const withBody = method !== 'GET' && method !== 'DELETE';
    const answers: Record<string, number> = {};
    for (const role of ['visitor', 'userB'] as const) {
      const response = await app.inject({
        method,
        url: `${url}?page=-1&pageSize=not-a-number&status=%00`,
        remoteAddress: nextIp(),
        headers: {
          'user-agent': 'vitest',
          ...(actors[role].token ? bearer(actors[role].token!) : {}),
        },
        ...(withBody && { payload: { unexpected: ['not', 'a', 'valid', 'body'], status: 7 } }),
      });
      answers[role] = response.statusCode;
    }
    expect(answers).toEqual({ visitor: 401, userB: 403 });
  });

  afterAll(() => {
    const routes = Object.keys(MATRIX).length;
    process.stdout.write(
      `authorization matrix: ${routes} routes × ${ROLES.length} roles = ${checks} checks\n`,
    );
  });
});
