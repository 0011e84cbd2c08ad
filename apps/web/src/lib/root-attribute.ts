/**
 * Sets an attribute of the document's root element only when it changes: Chromium restyles the
 * whole document on any write of `lang`, even of the value it already has, and the page the
 * server rendered arrives with the language and theme set.
 */
export function setRootAttribute(name: string, value: string): void {
  const root = document.documentElement;
  if (root.getAttribute(name) !== value) root.setAttribute(name, value);
}
