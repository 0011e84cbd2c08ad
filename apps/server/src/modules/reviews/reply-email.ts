import { isLocale, type Locale } from '@space/contracts/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { composeMail, loadMailBrand, reviewReplyMail } from '../../lib/mail/index.ts';
import { emailWanted } from '../notifications/index.ts';
import type { ReviewedProduct } from './review-eligibility.ts';

/**
 * Tells the reviewer of the creator's first reply, after the reply is stored: in the reviewer's
 * stored language (the review's when they have none), branded, with a one-click unsubscribe,
 * and only while their `reviewReplied` email is on (decision 072). A failed send is logged and
 * never fails the reply.
 */
export function sendReplyEmail(
  app: FastifyInstance,
  reply: { reviewerId: number; language: string; product: ReviewedProduct },
  text: string,
): void {
  void (async () => {
    const [reviewer] = await app.db
      .select({
        email: users.email,
        deleted: users.deleted,
        tenantId: users.tenantId,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, reply.reviewerId));
    if (!reviewer?.email || reviewer.deleted) return;
    if (!(await emailWanted(app.db, reply.reviewerId, 'reviewReplied'))) return;
    const locale: Locale = isLocale(reviewer.language)
      ? reviewer.language
      : isLocale(reply.language)
        ? reply.language
        : 'en';
    const brand = await loadMailBrand(app.db, app.config, reviewer.tenantId, locale);
    const template = reviewReplyMail(locale, brand, {
      name: reply.product.name,
      reply: text,
      url: `${brand.siteUrl}/product?id=${reply.product.id}`,
    });
    await app.mailer.send(
      await composeMail(app.config, {
        to: reviewer.email,
        locale,
        brand,
        template,
        unsubscribe: { userId: reply.reviewerId, kinds: ['reviewReplied'] },
      }),
    );
  })().catch((error: unknown) =>
    app.log.warn({ err: error, reviewer: reply.reviewerId }, 'a review reply email failed'),
  );
}
