import type { Locale } from '@space/contracts/locales';
import { contentLocaleOf, localeFromLangHeader } from '@space/contracts/locales';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of user-facing messages, from the `lang` header (spec §7). */
    locale: Locale;
    /**
     * Language of catalogue content (product names, overviews, version notes; decision 035):
     * `Accept-Language` when it names en, zh or ko, else the `lang` header.
     */
    contentLocale: Locale;
  }
}

export const requestContext = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('contentLocale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.lang;
      const lang = Array.isArray(header) ? header[0] : header;
      request.locale = localeFromLangHeader(lang);
      request.contentLocale = contentLocaleOf(request.headers['accept-language'], lang);
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
