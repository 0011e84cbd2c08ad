import type { FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../lib/public-url.ts';

/** The SPA route that receives `code` and `state` and posts them back to the API (decision 017). */
export function wechatRedirectUri(request: FastifyRequest): string {
  return absoluteUrl(request, '/callBack');
}
