import type { Locale } from '@space/contracts/locales';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { parseHost, type ParsedHost } from '../config/hosts.ts';
import { AppError } from './app-error.ts';

/**
 * The one source of absolute links to this site (decision 017): OAuth redirect URIs, and the
 * return and notify URLs of payments. PUBLIC_URL when it is set (always in production, where
 * the configuration requires it); otherwise the request's own origin, but only when its host is
 * a loopback name or listed in ALLOWED_HOSTS. Any other Host is refused with a fixed message
 * and never echoed, so a forged Host header cannot put someone else's site into our links.
 */

export type PublicUrlConfig = Pick<AppConfig, 'nodeEnv' | 'publicUrl' | 'allowedHosts'>;

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and [::1]: names that only reach this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** Whether an ALLOWED_HOSTS entry names this host: any port without one, else that port. */
function allows(entry: ParsedHost, host: ParsedHost, protocol: 'http' | 'https'): boolean {
  if (entry.hostname !== host.hostname) return false;
  if (entry.port === null) return true;
  return entry.port === (host.port ?? (protocol === 'https' ? 443 : 80));
}

const UNKNOWN_HOST: Record<Locale, string> = {
  en: 'Unknown host.',
  zh: '未知的主机。',
  ko: '알 수 없는 호스트입니다.',
};

/** PUBLIC_URL without its trailing slashes (the config normalises it; overrides may not). */
function configuredBase(config: PublicUrlConfig): string | null {
  return config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : null;
}

/**
 * The origin the request came to, when that origin may appear in our links; null when the
 * host is neither loopback nor allowed, or the header is not a plain `host[:port]`.
 */
export function trustedRequestOrigin(
  request: FastifyRequest,
  config: PublicUrlConfig,
): string | null {
  const protocol = request.protocol;
  if (protocol !== 'http' && protocol !== 'https') return null;
  const host = parseHost(request.host);
  if (!host) return null;
  const known =
    isLoopbackHostname(host.hostname) ||
    config.allowedHosts.some((value) => {
      const entry = parseHost(value);
      return entry !== null && allows(entry, host, protocol);
    });
  if (!known) return null;
  return `${protocol}://${host.hostname}${host.port === null ? '' : `:${host.port}`}`;
}

/**
 * Where browsers reach this site, without a trailing slash: PUBLIC_URL when set; outside
 * production, else the request's origin when its host is trusted; else 400 "Unknown host".
 */
export function publicBaseUrl(
  request: FastifyRequest,
  config: PublicUrlConfig = request.server.config,
): string {
  const configured = configuredBase(config);
  if (configured) return configured;
  // loadConfig refuses production without PUBLIC_URL; a hand-built config must not fall back.
  if (config.nodeEnv === 'production') throw new Error('PUBLIC_URL is required in production');
  const origin = trustedRequestOrigin(request, config);
  if (!origin) throw new AppError('BAD_REQUEST', UNKNOWN_HOST[request.locale]);
  return origin;
}

/** An absolute URL of one of our own paths (`/callBack`, `/api/…?x=1`), on publicBaseUrl. */
export function absoluteUrl(
  request: FastifyRequest,
  path: string,
  config: PublicUrlConfig = request.server.config,
): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`absoluteUrl needs a path on this site, got "${path}"`);
  }
  return `${publicBaseUrl(request, config)}${path}`;
}
