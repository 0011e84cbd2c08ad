import {
  CONTENT_TYPES,
  DEVICE_FAMILIES,
  HUB_CONTENT_TYPES,
} from '../../packages/contracts/src/catalog.ts';
import { TENANTS } from '../../packages/contracts/src/tenants.ts';

/** Every route of spec §2 with the `titles.*` key its page title uses. */
function slugOf(code: string): string {
  return CONTENT_TYPES.find((t) => t.code === code)!.slug;
}
function listKey(prefix: string, code: string): string {
  const slug = slugOf(code);
  return `${prefix}${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
}

export const TITLED_ROUTES: [path: string, titleKey: string][] = [
  ['/home', 'home'],
  ...DEVICE_FAMILIES.flatMap((f) => [
    [f.path, f.code] as [string, string],
    ...f.contentTypes.map(
      (c) => [`${f.path}/${slugOf(c)}`, listKey(f.code, c)] as [string, string],
    ),
  ]),
  ['/hub', 'hub'],
  ...HUB_CONTENT_TYPES.map((c) => [`/hub/${slugOf(c)}`, listKey('hub', c)] as [string, string]),
  ...(['login', 'register', 'resetPwd'] as const).flatMap((kind) => [
    [`/${kind}`, kind] as [string, string],
    ...TENANTS.filter((t) => t.routeSuffix && (kind !== 'resetPwd' || t.hasResetPage)).map(
      (t) => [`/${kind}_${t.routeSuffix}`, kind] as [string, string],
    ),
  ]),
  ...(
    [
      'product',
      'wxlogin',
      'redirect',
      'userInfo',
      'secure',
      'products',
      'search',
      'cart',
      'success',
      'wxQRcode',
      'coupon',
      'contentUpload',
      'discovery',
      'article',
      'author',
      'expertList',
      'friend',
      'fansList',
      'followerList',
      'thumbUp',
      'videoTutorial',
      'buyMember',
      'memberRecharge',
      'videoPlayer',
      'callBack',
      'payment',
      'publish',
      'personal',
    ] as const
  ).map((name) => [`/${name}`, name] as [string, string]),
];

/** Routes that need a token (spec §6). */
export const GUARDED_ROUTES = ['/payment', '/publish', '/personal'] as const;
