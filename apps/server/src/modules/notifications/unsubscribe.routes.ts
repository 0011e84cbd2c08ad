import { envelope, errorResponses } from '@space/contracts/envelope';
import { isLocale, type Locale } from '@space/contracts/locales';
import {
  MAIL_UNSUBSCRIBE_PATH,
  mailUnsubscribeQuerySchema,
  mailUnsubscribeResultSchema,
} from '@space/contracts/mail';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import {
  fill,
  loadMailBrand,
  MAIL_WORDS,
  type MailBrand,
  unsubscribeKey,
  verifyUnsubscribeToken,
  type UnsubscribeSubject,
} from '../../lib/mail/index.ts';
import { unsubscribeFromEmail } from './mail-preferences.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

const tags = ['notifications'];

type PageState = 'confirm' | 'unsubscribed' | 'alreadyUnsubscribed' | 'invalid';

/** The small page a person sees (no app, no login): the brand's logo, one sentence, one button. */
function page(
  brand: MailBrand,
  locale: Locale,
  state: PageState,
  kinds: string,
  token: string,
): string {
  const w = MAIL_WORDS[locale].unsubscribe;
  const v = { brand: brand.name, kind: kinds };
  const text = {
    confirm: w.confirm,
    unsubscribed: w.done,
    alreadyUnsubscribed: w.already,
    invalid: w.invalid,
  }[state];
  const esc = escapeHtml;
  const form =
    state === 'confirm'
      ? `<form method="post" action="${MAIL_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${esc(w.button)}</button></form>`
      : `<p><a href="${esc(brand.siteUrl)}/notifications">${esc(w.settings)}</a></p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${esc(w.title)} · ${esc(brand.name)}</title>
<style>
body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,'PingFang SC','Microsoft YaHei','Malgun Gothic',sans-serif;background:#f4f4f7;color:#1f1d2b;word-break:${locale === 'ko' ? 'keep-all' : 'normal'}}
main{max-width:480px;margin:48px auto;padding:32px 28px;background:#fff;border-top:4px solid ${brand.accent};border-radius:8px}
img{height:40px;display:block;margin-bottom:20px}
.dark{display:none}
button{background:${brand.accent};color:${brand.onAccent};border:0;border-radius:8px;padding:12px 24px;font-size:16px;font-weight:600;cursor:pointer}
a{color:${brand.accent}}
@media (prefers-color-scheme: dark){body{background:#121118;color:#ecebf5}main{background:#1d1b27}.light{display:none}.dark{display:block}a{color:#c9c3ff}}
</style></head>
<body><main>
<img class="light" src="${esc(brand.logoUrl)}" alt="${esc(brand.name)}"><img class="dark" src="${esc(brand.logoDarkUrl)}" alt="${esc(brand.name)}">
<h1 style="font-size:22px">${esc(w.title)}</h1>
<p>${esc(fill(text, v))}</p>
${form}
</main></body></html>`;
}

/** Whether the caller is a browser page (the landing's form) rather than a mail client's POST. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * One-click unsubscribe (RFC 8058, decision 072), without a login: the token is the proof. A
 * GET shows a page with a button; a POST (the mail client's one-click, or that button) turns
 * the email of the token's kinds off. A forged token, or one whose user left or is of another
 * brand, is refused alike.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's POST is a form (`List-Unsubscribe=One-Click`); its body says nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  function subjectOf(token: string): UnsubscribeSubject | null {
    const key = unsubscribeKey(app.config);
    return key ? verifyUnsubscribeToken(key, token) : null;
  }

  async function lookOf(subject: UnsubscribeSubject | null, locale: Locale) {
    return loadMailBrand(app.db, app.config, subject?.tenantId ?? 10000000, locale);
  }

  function kindNames(subject: UnsubscribeSubject | null, locale: Locale): string {
    const names = MAIL_WORDS[locale].notification.kindNames;
    return (subject?.kinds ?? []).map((kind) => names[kind]).join(', ');
  }

  /**
   * The token's subject when it is genuine and its user is still there, in the token's brand;
   * with the language the page is written in (theirs, else the request's).
   */
  async function resolve(
    token: string,
    request: FastifyRequest,
  ): Promise<{ subject: UnsubscribeSubject | null; locale: Locale }> {
    const subject = subjectOf(token);
    if (!subject) return { subject: null, locale: request.locale };
    const [user] = await app.db
      .select({ language: users.language, tenantId: users.tenantId, deleted: users.deleted })
      .from(users)
      .where(eq(users.id, subject.userId));
    if (!user || user.deleted || user.tenantId !== subject.tenantId) {
      return { subject: null, locale: request.locale };
    }
    return {
      subject,
      locale: isLocale(user.language) ? user.language : request.contentLocale,
    };
  }

  async function sendPage(
    reply: FastifyReply,
    status: number,
    subject: UnsubscribeSubject | null,
    locale: Locale,
    state: PageState,
    token: string,
  ) {
    const brand = await lookOf(subject, locale);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(brand, locale, state, kindNames(subject, locale), token));
  }

  /** A browser's answer is the page; any other caller's is the API's envelope. */
  const errorOrPage = errorResponses(400)[400].or(z.string());

  app.get(
    MAIL_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary:
          'The page of a mail’s unsubscribe link (HTML for browsers; changes nothing). Other callers get the kinds it names.',
        querystring: mailUnsubscribeQuerySchema,
        response: {
          200: envelope(z.object({ kinds: mailUnsubscribeResultSchema.shape.kinds })).or(
            z.string(),
          ),
          400: errorOrPage,
        },
      },
    },
    async (request, reply) => {
      const { subject, locale } = await resolve(request.query.token, request);
      if (wantsHtml(request)) {
        return sendPage(
          reply,
          subject ? 200 : 400,
          subject,
          locale,
          subject ? 'confirm' : 'invalid',
          request.query.token,
        );
      }
      if (!subject) throw new AppError('BAD_REQUEST', MAIL_WORDS[locale].unsubscribe.invalid);
      return ok({ kinds: subject.kinds });
    },
  );

  app.post(
    MAIL_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): turns the email of the link’s kinds off',
        querystring: mailUnsubscribeQuerySchema,
        response: {
          200: envelope(mailUnsubscribeResultSchema).or(z.string()),
          400: errorOrPage,
        },
      },
    },
    async (request, reply) => {
      const { subject, locale } = await resolve(request.query.token, request);
      const outcome = subject
        ? await unsubscribeFromEmail(app.db, subject, new Date(app.clock.now()))
        : ({ status: 'unknown' } as const);
      const html = wantsHtml(request);
      if (outcome.status === 'unknown' || !subject) {
        if (html) return sendPage(reply, 400, null, locale, 'invalid', request.query.token);
        throw new AppError('BAD_REQUEST', MAIL_WORDS[locale].unsubscribe.invalid);
      }
      if (html) return sendPage(reply, 200, subject, locale, outcome.status, request.query.token);
      const words = MAIL_WORDS[locale].unsubscribe;
      return ok(
        { status: outcome.status, kinds: subject.kinds },
        fill(outcome.status === 'unsubscribed' ? words.done : words.already, {
          brand: (await lookOf(subject, locale)).name,
          kind: kindNames(subject, locale),
        }),
      );
    },
  );
};
