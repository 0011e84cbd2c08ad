import type { Locale } from '@space/contracts/locales';
import { contentLocaleOf, localeFromLangHeader } from '@space/contracts/locales';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendVary } from './http-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of user-facing messages, from the `lang` header (spec §7). */
    locale: Locale;
    /**
     * Language of catalogue content (product names, overviews, version notes; decision 035):
     * `Accept-Language` when it names en, zh or ko, else the `lang` header. Reading it marks
     * the response as depending on those headers (`Vary: Accept-Language, lang`).
     */
    readonly contentLocale: Locale;
  }
}

/** The headers the content language is read from, as a cache must key on them. */
export const CONTENT_LANGUAGE_VARY = ['accept-language', 'lang'];

/** Per request: the resolved content language, and whether the handler read it. */
const contentLocales = new WeakMap<FastifyRequest, { locale: Locale; read: boolean }>();

export const requestContext = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('contentLocale', {
      getter(this: FastifyRequest): Locale {
        const entry = contentLocales.get(this);
        if (!entry) return 'en';
        entry.read = true;
        return entry.locale;
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.lang;
      const lang = Array.isArray(header) ? header[0] : header;
      request.locale = localeFromLangHeader(lang);
      contentLocales.set(request, {
        locale: contentLocaleOf(request.headers['accept-language'], lang),
        read: false,
      });
      reply.header('x-request-id', request.id);
    });
    // A response built in the reader's language differs by those headers: caches must know.
    app.addHook('onSend', async (request, reply, payload) => {
      if (contentLocales.get(request)?.read) appendVary(reply, CONTENT_LANGUAGE_VARY);
      return payload;
    });
  },
  { name: 'request-context' },
);
