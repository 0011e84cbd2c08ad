/** Product categories, spec §1, in the order the specification lists them. */
export const CATEGORIES = [
  'audio',
  'video',
  'businessTools',
  'developerTools',
  'engagement',
  'finance',
  'gaming',
  'lighting',
  'monitoring',
  'music',
  'productivity',
  'smartHome',
  'social',
  'streaming',
  'utilities',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Kinds of content a product can be (spec §1, §2). The slug is the list route segment. */
export const CONTENT_TYPES = [
  { code: 'plugin', slug: 'plugins' },
  { code: 'icon', slug: 'icons' },
  { code: 'scene', slug: 'scene' },
  { code: 'theme', slug: 'theme' },
  { code: 'numericKeycap', slug: 'NumericKeycap' },
  { code: 'animatedBackground', slug: 'animatedBackground' },
  { code: 'keycapSkin', slug: 'keycapSkin' },
  { code: 'lightingEffect', slug: 'lightingEffects' },
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number]['code'];
export type ContentSlug = (typeof CONTENT_TYPES)[number]['slug'];

/**
 * Device families and the content lists each one offers (spec §2).
 * `hub` is listed by the specification as an empty placeholder family.
 */
export const DEVICE_FAMILIES = [
  {
    code: 'streamDock',
    path: '/StreamDock',
    contentTypes: ['plugin', 'icon', 'scene', 'numericKeycap', 'animatedBackground'],
  },
  { code: 'mPanel', path: '/mPanel', contentTypes: ['plugin', 'theme'] },
  { code: 'mKey', path: '/mKey', contentTypes: ['plugin', 'icon', 'scene', 'keycapSkin'] },
  { code: 'mRgb', path: '/mRgb', contentTypes: ['lightingEffect'] },
] as const satisfies readonly {
  code: string;
  path: string;
  contentTypes: readonly ContentType[];
}[];
export type DeviceFamily = (typeof DEVICE_FAMILIES)[number]['code'];

export const HUB_CONTENT_TYPES = [
  'plugin',
  'icon',
  'scene',
] as const satisfies readonly ContentType[];

export const SUPPORTED_SYSTEMS = ['windows', 'macos'] as const;
export type SupportedSystem = (typeof SUPPORTED_SYSTEMS)[number];

export function contentSlug(code: ContentType): ContentSlug {
  const found = CONTENT_TYPES.find((t) => t.code === code);
  if (!found) throw new Error(`Unknown content type ${code}`);
  return found.slug;
}
