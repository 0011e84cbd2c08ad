// Without zod: the product page renders links with it before any schema loads.

/**
 * Whether a product's related link may be shown and followed: an absolute http or https URL
 * with a host. It reads the link as a browser reads an href (the WHATWG URL parser drops
 * surrounding controls and spaces and removes tabs and line breaks anywhere), so
 * ` javascript:…`, `java\tscript:…`, `JaVaScRiPt:…` and `data:text/html,…` are all refused.
 * The server filters stored links with it, the page renders only links that pass it, and the
 * form schema below refuses the rest.
 */
export function isWebLink(url: string): boolean {
  const href = url.replace(/^[\0-\x20]+|[\0-\x20]+$/g, '').replace(/[\t\n\r]/g, '');
  const match = /^https?:[/\\]*([^/\\?#]*)/i.exec(href);
  if (!match) return false;
  const authority = match[1]!;
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host !== '';
}
