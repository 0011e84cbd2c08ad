import type { Locale } from '@space/contracts/locales';
import { localeFromLangHeader } from '@space/contracts/locales';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of user-facing messages, from the `lang` header (spec §7). */
    locale: Locale;
  }
}

export const requestContext = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.lang;
      request.locale = localeFromLangHeader(Array.isArray(header) ? header[0] : header);
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
