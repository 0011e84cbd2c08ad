import { MAX_ROW_ID } from '@space/contracts/limits';
import {
  PARTNER_BRANDS,
  tenantByCode,
  tenantById,
  type PartnerBrand,
} from '@space/contracts/tenants';

/** Every fixed path of the app (spec §2); links are built from here, never typed inline. */
export const paths = {
  root: '/',
  home: '/home',
  streamDockHome: '/StreamDock/home',
  streamDock: '/StreamDock',
  product: '/product',
  login: '/login',
  register: '/register',
  resetPwd: '/resetPwd',
  wxlogin: '/wxlogin',
  redirect: '/redirect',
  userInfo: '/userInfo',
  secure: '/secure',
  products: '/products',
  search: '/search',
  cart: '/cart',
  payment: '/payment',
  success: '/success',
  wxQRcode: '/wxQRcode',
  coupon: '/coupon',
  mPanel: '/mPanel',
  mKey: '/mKey',
  mRgb: '/mRgb',
  hub: '/hub',
  contentUpload: '/contentUpload',
  discovery: '/discovery',
  publish: '/publish',
  article: '/article',
  author: '/author',
  personal: '/personal',
  expertList: '/expertList',
  friend: '/friend',
  fansList: '/fansList',
  followerList: '/followerList',
  thumbUp: '/thumbUp',
  videoTutorial: '/videoTutorial',
  buyMember: '/buyMember',
  memberRecharge: '/memberRecharge',
  videoPlayer: '/videoPlayer',
  callBack: '/callBack',
  /** In-app notifications (issue 29, decision 066). */
  notifications: '/notifications',
  /** Moderators' review queues (not in the spec's route table, which is cut off: decision 028). */
  review: '/review',
  reviewArticles: '/review/articles',
  /** Reported and hidden product reviews (issue 28). */
  reviewProductReviews: '/review/reviews',
  /** The admin console (issue 16): role-guarded by the page and by every API call. */
  admin: '/admin',
} as const;

export type AccountPage = 'login' | 'register' | 'resetPwd';

/**
 * The account page of a brand: `/login_VSD`, `/register_darkFlash`… AJAZZ has
 * no reset page of its own and falls back to the default `/resetPwd` (spec §2);
 * `?client=` keeps the brand, so the reset still happens in the AJAZZ tenant.
 */
export function accountPath(page: AccountPage, brand: PartnerBrand | null): string {
  if (!brand) return paths[page];
  const tenant = tenantByCode(brand);
  if (!tenant) return paths[page];
  if (page === 'resetPwd' && !tenant.hasResetPage) return `${paths[page]}?client=${tenant.code}`;
  return `${paths[page]}_${tenant.routeSuffix}`;
}

/** Login page for a user's tenant, else the client brand, else the default (spec §4). */
export function loginPathFor(
  tenantId: number | null | undefined,
  client: PartnerBrand | null,
): string {
  const tenant = tenantById(tenantId);
  const brand = tenant && tenant.code !== 'default' ? (tenant.code as PartnerBrand) : client;
  return accountPath('login', brand);
}

export const productPath = (id: number) => `${paths.product}?id=${id}`;
export const authorPath = (id: number) => `${paths.author}?id=${id}`;
export const videoPlayerPath = (id: number) => `${paths.videoPlayer}?id=${id}`;
export const searchPath = (q: string) => `${paths.search}?q=${encodeURIComponent(q)}`;
export const articlePath = (id: number) => `${paths.article}?id=${id}`;
/** /publish edits the article of `id`, or starts a new one. */
export const publishPath = (id?: number) =>
  id === undefined ? paths.publish : `${paths.publish}?id=${id}`;

export { PARTNER_BRANDS };

/** The author id of an `/author?id=` link, or null when it is missing or malformed. */
export function parseAuthorId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
