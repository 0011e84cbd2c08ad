import { contentSlug, type ContentType, type DeviceFamily } from '@space/contracts/catalog';
import type { StaticPageKey } from '@space/contracts/page-heads';

/** The web app's title keys of family and list pages (app/router.tsx familyTitle, listTitle). */
export function familyPageKey(family: DeviceFamily | 'hub'): StaticPageKey {
  return family;
}

export function listPageKey(family: DeviceFamily | 'hub', type: ContentType): StaticPageKey {
  const slug = contentSlug(type);
  return `${familyPageKey(family)}${slug.charAt(0).toUpperCase()}${slug.slice(1)}` as StaticPageKey;
}
