import UAParser from 'ua-parser-js';

export interface DeviceParts {
  /** "Chrome 131", "Mobile Safari 17": the browser and its major version. */
  browser: string | null;
  /** "Windows 10", "iOS 17.2", "macOS": the system and, where it means something, its version. */
  os: string | null;
}

/**
 * The readable parts of a session's user agent, parsed in the browser (the parser ships only
 * in the /secure page's chunk). ua-parser-js stays on 1.x: it is MIT, 2.x is AGPL-3.0. macOS browsers have reported 10.15.7 since
 * 2020 whatever the real version, so macOS goes without one.
 */
export function deviceParts(userAgent: string): DeviceParts {
  const { browser, os } = new UAParser(userAgent).getResult();
  const major = browser.version?.split('.')[0];
  const mac = os.name === 'Mac OS';
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ? (mac ? 'macOS' : [os.name, os.version].filter(Boolean).join(' ')) : null,
  };
}
