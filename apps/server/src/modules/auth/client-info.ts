import type { FastifyRequest } from 'fastify';

/** What a session records about the device that opened it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
