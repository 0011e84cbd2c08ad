import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';

/** A JSON-LD block of the head, typed against schema.org by schema-dts. */
export type JsonLd = WithContext<Thing>;

/** One step of a page's breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** The trail from home to the page (schema.org BreadcrumbList); none for home itself. */
export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A block's text inside `<script type="application/ld+json">`: `<` escaped so no value can
 * end the element or open a comment; the JSON means the same.
 */
export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
