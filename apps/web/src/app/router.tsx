import type { ContentType, DeviceFamily } from '@space/contracts/catalog';
import { DEVICE_FAMILIES, HUB_CONTENT_TYPES, contentSlug } from '@space/contracts/catalog';
import { PARTNER_BRANDS, tenantByCode, type PartnerBrand } from '@space/contracts/tenants';
import type { ComponentType } from 'react';
import { paths, type AccountPage } from '../config/paths.ts';
import { brandLookQuery } from '../features/brands/brand-look.ts';
import { getHomeQueryOptions, getProductsQueryOptions } from '../features/catalog/catalog-api.ts';
import {
  prefetchProductPage,
  preloadProductPage,
  productIdOf,
} from '../features/catalog/product-preload.ts';
import {
  FIRST_REVIEWS_PAGE,
  getProductReviewsQueryOptions,
} from '../features/reviews/reviews-api.ts';
import { listParamsOf } from '../features/catalog/use-list-params.ts';
import { loadPageMessages } from '../lib/i18n.ts';
import type { Prefetch, RouteObject } from '../lib/router/create-router.ts';
import { useSoftwareStore } from '../stores/software-store.ts';
import { applyQueryPreferences } from './navigation/query-preferences.ts';
import { paymentEntryGuard, requireLogin } from './route-guards.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import type * as LaterPrefetches from './later-prefetches.ts';

/**
 * What the public pages show on arrival, as their components ask for it (the same query
 * options, the same parameters in the same order): the client navigation waits for it beside
 * the page's code, and the server's first view renders once it is in (decision 049). Data
 * shown further down (more from the creator, related products) stays the components' own.
 */
const prefetchHeader: Prefetch = (queryClient) =>
  queryClient.ensureQueryData(brandLookQuery(useSoftwareStore.getState().client ?? 'default'));
const prefetchHome: Prefetch = (queryClient) => queryClient.ensureQueryData(getHomeQueryOptions());
/** A search's page of results; none, and its empty state's shelf of popular products. */
const prefetchSearch: Prefetch = async (queryClient, url) => {
  const q = (url.searchParams.get('q') ?? '').trim();
  if (!q) return;
  const results = await queryClient.ensureQueryData(
    getProductsQueryOptions({ ...listParamsOf(url.searchParams), q }),
  );
  if (results.list.length === 0) {
    // As SearchEmpty's ProductShelf asks for it.
    await queryClient.ensureQueryData(getProductsQueryOptions({ pageSize: 4, sort: 'popular' }));
  }
};
/** A family's landing: one shelf per content kind, as ProductShelf asks for it. */
const prefetchFamily =
  (family: DeviceFamily, types: readonly ContentType[]): Prefetch =>
  (queryClient) =>
    Promise.all(
      types.map((type) =>
        queryClient.ensureQueryData(
          getProductsQueryOptions({ pageSize: 4, family, type, sort: 'popular' }),
        ),
      ),
    );
const prefetchList =
  (family: DeviceFamily, type: ContentType): Prefetch =>
  (queryClient, url) =>
    queryClient.ensureQueryData(
      getProductsQueryOptions({ ...listParamsOf(url.searchParams), family, type }),
    );

/**
 * A prefetch of later-prefetches.ts, loaded with its first use: alongside the page's chunk, so a
 * visit waits for neither twice.
 */
const later =
  (name: keyof typeof LaterPrefetches): Prefetch =>
  async (queryClient, url) =>
    (await import('./later-prefetches.ts'))[name](queryClient, url);

/** A partner's account pages show that brand's look (its logo, accent and background). */
const prefetchBrandLook =
  (brand: PartnerBrand): Prefetch =>
  (queryClient) =>
    queryClient.ensureQueryData(brandLookQuery(brand));

/**
 * A lazily loaded page with fixed props: each route is its own chunk, loaded with the pages'
 * strings (locales/en.ts) unless the first load's (locales/en-core.ts) are all it shows.
 */
function page<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
  strings: 'pages' | 'firstLoad' = 'pages',
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Page] = await Promise.all([
        load(),
        strings === 'pages' ? loadPageMessages() : undefined,
      ]);
      return () => <Page {...props} />;
    },
  };
}

const familyTitle = (family: DeviceFamily | 'hub') =>
  family === 'streamDock' ? 'streamDock' : family;
const listTitle = (family: DeviceFamily | 'hub', type: ContentType) => {
  const slug = contentSlug(type);
  return `${familyTitle(family)}${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
};

const familyRoutes: RouteObject[] = DEVICE_FAMILIES.flatMap((family) => [
  {
    path: family.path,
    handle: { titleKey: familyTitle(family.code) },
    prefetch: prefetchFamily(family.code, family.contentTypes),
    ...page(() => import('./routes/family-page.tsx').then((m) => m.FamilyPage), {
      family: family.code,
    }),
  },
  ...family.contentTypes.map((type) => ({
    path: `${family.path}/${contentSlug(type)}`,
    handle: { titleKey: listTitle(family.code, type) },
    prefetch: prefetchList(family.code, type),
    ...page(() => import('./routes/content-list-page.tsx').then((m) => m.ContentListPage), {
      family: family.code,
      type,
    }),
  })),
]);

const hubRoutes: RouteObject[] = [
  {
    path: paths.hub,
    handle: { titleKey: 'hub' },
    ...page(() => import('./routes/hub-page.tsx').then((m) => m.HubPage), { type: null }),
  },
  ...HUB_CONTENT_TYPES.map((type) => ({
    path: `${paths.hub}/${contentSlug(type)}`,
    handle: { titleKey: listTitle('hub', type) },
    ...page(() => import('./routes/hub-page.tsx').then((m) => m.HubPage), { type }),
  })),
];

const ACCOUNT_PAGES: AccountPage[] = ['login', 'register', 'resetPwd'];
const loadAccountPage = () => import('./routes/account-page.tsx').then((m) => m.AccountPageRoute);
const accountRoutes: RouteObject[] = ACCOUNT_PAGES.flatMap((kind) => [
  {
    path: paths[kind],
    handle: { titleKey: kind },
    ...page(loadAccountPage, { kind, brand: null }),
  },
  ...PARTNER_BRANDS.filter((brand) => kind !== 'resetPwd' || tenantByCode(brand)?.hasResetPage).map(
    (brand: PartnerBrand) => ({
      path: `${paths[kind]}_${tenantByCode(brand)!.routeSuffix}`,
      handle: { titleKey: kind },
      prefetch: prefetchBrandLook(brand),
      ...page(loadAccountPage, { kind, brand }),
    }),
  ),
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Guards run on every navigation, so preference parameters are stripped wherever they appear.
    guard: applyQueryPreferences,
    // The header's brand look.
    prefetch: prefetchHeader,
    children: [
      { path: paths.root, guard: () => paths.home },
      { path: paths.streamDockHome, guard: () => paths.home },
      {
        path: paths.home,
        handle: { titleKey: 'home' },
        prefetch: prefetchHome,
        ...page(() => import('./routes/home-page.tsx').then((m) => m.HomePage), {}, 'firstLoad'),
      },
      ...familyRoutes,
      ...hubRoutes,
      ...accountRoutes,
      {
        path: paths.product,
        handle: { titleKey: 'product' },
        // The detail and its first image are asked for beside the page's code (issue 14), the
        // detail first of all.
        guard: preloadProductPage,
        // Its reviews' first page too: the first view shows them, and crawlers read them.
        prefetch: async (queryClient, url) => {
          const id = productIdOf(url);
          await Promise.all([
            prefetchProductPage(queryClient, url),
            id === null
              ? undefined
              : queryClient.prefetchQuery(getProductReviewsQueryOptions(id, FIRST_REVIEWS_PAGE)),
          ]);
        },
        ...page(() => import('./routes/product-page.tsx').then((m) => m.ProductPage), {}),
      },
      {
        path: paths.search,
        handle: { titleKey: 'search' },
        prefetch: prefetchSearch,
        ...page(() => import('./routes/search-page.tsx').then((m) => m.SearchPage), {}),
      },
      {
        path: paths.redirect,
        handle: { titleKey: 'redirect' },
        ...page(() => import('./routes/open-app-page.tsx').then((m) => m.OpenAppPage), {}),
      },
      {
        path: paths.wxlogin,
        handle: { titleKey: 'wxlogin' },
        ...page(() => import('./routes/wechat-login-page.tsx').then((m) => m.WechatLoginPage), {}),
      },
      {
        path: paths.callBack,
        handle: { titleKey: 'callBack' },
        ...page(() => import('./routes/callback-page.tsx').then((m) => m.CallbackPage), {}),
      },
      {
        path: paths.userInfo,
        handle: { titleKey: 'userInfo' },
        guard: requireLogin,
        ...page(() => import('./routes/profile-page.tsx').then((m) => m.ProfilePage), {}),
      },
      {
        path: paths.secure,
        handle: { titleKey: 'secure' },
        guard: requireLogin,
        ...page(() => import('./routes/security-page.tsx').then((m) => m.SecurityPage), {}),
      },
      {
        path: paths.products,
        handle: { titleKey: 'products' },
        ...page(
          () => import('./routes/owned-products-page.tsx').then((m) => m.OwnedProductsPage),
          {},
        ),
      },
      {
        path: paths.cart,
        handle: { titleKey: 'cart' },
        ...page(() => import('./routes/cart-page.tsx').then((m) => m.CartPage), {}),
      },
      {
        path: paths.payment,
        handle: { titleKey: 'payment' },
        guard: paymentEntryGuard,
        ...page(() => import('./routes/payment-page.tsx').then((m) => m.PaymentPage), {}),
      },
      {
        path: paths.success,
        handle: { titleKey: 'success' },
        ...page(() => import('./routes/success-page.tsx').then((m) => m.SuccessPage), {}),
      },
      {
        path: paths.wxQRcode,
        handle: { titleKey: 'wxQRcode' },
        ...page(() => import('./routes/wx-qrcode-page.tsx').then((m) => m.WxQrcodePage), {}),
      },
      {
        path: paths.coupon,
        handle: { titleKey: 'coupon' },
        ...page(() => import('./routes/coupon-page.tsx').then((m) => m.CouponPage), {}),
      },
      {
        path: paths.contentUpload,
        handle: { titleKey: 'contentUpload' },
        guard: requireLogin,
        ...page(
          () => import('./routes/content-upload-page.tsx').then((m) => m.ContentUploadPage),
          {},
        ),
      },
      {
        path: paths.review,
        handle: { titleKey: 'review' },
        guard: requireLogin,
        ...page(() => import('./routes/review-page.tsx').then((m) => m.ReviewPage), {}),
      },
      {
        path: paths.reviewArticles,
        handle: { titleKey: 'reviewArticles' },
        guard: requireLogin,
        ...page(
          () => import('./routes/review-articles-page.tsx').then((m) => m.ReviewArticlesPage),
          {},
        ),
      },
      {
        path: paths.reviewProductReviews,
        handle: { titleKey: 'reviewReviews' },
        guard: requireLogin,
        ...page(
          () => import('./routes/review-reviews-page.tsx').then((m) => m.ReviewReviewsPage),
          {},
        ),
      },
      {
        path: paths.admin,
        handle: { titleKey: 'admin' },
        guard: requireLogin,
        ...page(() => import('./routes/admin-page.tsx').then((m) => m.AdminPage), {}),
      },
      {
        path: paths.discovery,
        handle: { titleKey: 'discovery' },
        prefetch: later('prefetchDiscovery'),
        ...page(() => import('./routes/discovery-page.tsx').then((m) => m.DiscoveryPage), {}),
      },
      {
        path: paths.publish,
        handle: { titleKey: 'publish' },
        guard: requireLogin,
        ...page(() => import('./routes/publish-page.tsx').then((m) => m.PublishPage), {}),
      },
      {
        path: paths.article,
        handle: { titleKey: 'article' },
        prefetch: later('prefetchArticle'),
        ...page(() => import('./routes/article-page.tsx').then((m) => m.ArticlePage), {}),
      },
      {
        path: paths.author,
        handle: { titleKey: 'author' },
        prefetch: later('prefetchAuthor'),
        ...page(() => import('./routes/author-page.tsx').then((m) => m.AuthorPage), {}),
      },
      {
        path: paths.personal,
        handle: { titleKey: 'personal' },
        guard: requireLogin,
        ...page(() => import('./routes/personal-page.tsx').then((m) => m.PersonalPage), {}),
      },
      {
        path: paths.expertList,
        handle: { titleKey: 'expertList' },
        prefetch: later('prefetchExperts'),
        ...page(() => import('./routes/experts-page.tsx').then((m) => m.ExpertsPage), {}),
      },
      {
        path: paths.friend,
        handle: { titleKey: 'friend' },
        ...page(() => import('./routes/friends-page.tsx').then((m) => m.FriendsPage), {}),
      },
      {
        path: paths.fansList,
        handle: { titleKey: 'fansList' },
        ...page(() => import('./routes/follow-lists-page.tsx').then((m) => m.FollowListsPage), {
          kind: 'followers',
        }),
      },
      {
        path: paths.followerList,
        handle: { titleKey: 'followerList' },
        ...page(() => import('./routes/follow-lists-page.tsx').then((m) => m.FollowListsPage), {
          kind: 'following',
        }),
      },
      {
        path: paths.thumbUp,
        handle: { titleKey: 'thumbUp' },
        guard: requireLogin,
        ...page(() => import('./routes/likes-page.tsx').then((m) => m.LikesPage), {}),
      },
      {
        path: paths.notifications,
        handle: { titleKey: 'notifications' },
        guard: requireLogin,
        ...page(
          () => import('./routes/notifications-page.tsx').then((m) => m.NotificationsPage),
          {},
        ),
      },
      {
        path: paths.videoTutorial,
        handle: { titleKey: 'videoTutorial' },
        prefetch: later('prefetchVideos'),
        ...page(
          () => import('./routes/video-tutorials-page.tsx').then((m) => m.VideoTutorialsPage),
          {},
        ),
      },
      {
        path: paths.videoPlayer,
        handle: { titleKey: 'videoPlayer' },
        prefetch: later('prefetchVideo'),
        ...page(() => import('./routes/video-player-page.tsx').then((m) => m.VideoPlayerPage), {}),
      },
      {
        path: paths.buyMember,
        handle: { titleKey: 'buyMember' },
        ...page(() => import('./routes/buy-member-page.tsx').then((m) => m.BuyMemberPage), {}),
      },
      {
        path: paths.memberRecharge,
        handle: { titleKey: 'memberRecharge' },
        guard: requireLogin,
        ...page(
          () => import('./routes/member-recharge-page.tsx').then((m) => m.MemberRechargePage),
          {},
        ),
      },
      {
        path: '*',
        handle: { titleKey: 'notFound' },
        ...page(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage), {}),
      },
    ],
  },
];
