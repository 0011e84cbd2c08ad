import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.ts';

/** Where browsers reach us: PUBLIC_URL when set, else the request's own origin. */
export function publicBaseOf(request: FastifyRequest, config: AppConfig): string {
  const base = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '');
}

/** The SPA route that receives `code` and `state` and posts them back to the API. */
export function wechatRedirectUri(request: FastifyRequest, config: AppConfig): string {
  return `${publicBaseOf(request, config)}/callBack`;
}
