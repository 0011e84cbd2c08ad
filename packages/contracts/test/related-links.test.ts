import { describe, expect, it } from 'vitest';
import {
  isWebLink,
  RELATED_LINKS_MAX,
  relatedLinkSchema,
  relatedLinksSchema,
} from '../src/products.ts';

describe('related links (http and https only)', () => {
  it.each([
    'https://example.com',
    'http://example.com/docs?page=2#install',
    'HTTPS://EXAMPLE.COM/',
  ])('accepts %s', (url) => {
    expect(isWebLink(url)).toBe(true);
    expect(relatedLinkSchema.safeParse({ label: 'Docs', url }).success).toBe(true);
  });

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'https://',
    'http://user@',
    'https://:443/',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    '/relative/path',
    '//example.com/protocol-relative',
    'example.com',
    '',
  ])('refuses %s', (url) => {
    expect(isWebLink(url)).toBe(false);
    const result = relatedLinkSchema.safeParse({ label: 'Docs', url });
    expect(result.success).toBe(false);
  });

  it('reads a link the way the WHATWG URL parser (and so the browser) does', () => {
    const samples = [
      'https://example.com',
      ' \thttps://example.com/a b',
      'https:example.com',
      'https:\\\\example.com\\path',
      'HTTP://user:pw@example.com:8080/x',
      'ht\ntps://example.com',
      'https://',
      'https://@/',
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'httpx://example.com',
      '//example.com',
      'example.com',
      '',
    ];
    const byUrlParser = (url: string) => {
      try {
        const parsed = new URL(url);
        return (
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
        );
      } catch {
        return false;
      }
    };
    for (const url of samples) expect(isWebLink(url), JSON.stringify(url)).toBe(byUrlParser(url));
  });

  it('names the rule in the message key the forms and the server translate', () => {
    const result = relatedLinkSchema.safeParse({ label: 'Docs', url: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.linkUrl');
  });

  it('needs a label and bounds the list', () => {
    expect(relatedLinkSchema.safeParse({ label: ' ', url: 'https://example.com' }).success).toBe(
      false,
    );
    const links = Array.from({ length: RELATED_LINKS_MAX + 1 }, (_, n) => ({
      label: `Link ${n}`,
      url: `https://example.com/${n}`,
    }));
    expect(relatedLinksSchema.safeParse(links.slice(0, RELATED_LINKS_MAX)).success).toBe(true);
    expect(relatedLinksSchema.safeParse(links).success).toBe(false);
  });
});
