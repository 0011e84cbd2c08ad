import type { Locale } from '@space/contracts/locales';
import { isLocale } from '@space/contracts/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import type { ReviewedProduct } from './review-eligibility.ts';

const MESSAGES: Record<
  Locale,
  (n: { name: string; reply: string; url: string }) => { subject: string; text: string }
> = {
  en: (n) => ({
    subject: `The creator of ${n.name} replied to your review`,
    text: `The creator of ${n.name} replied to your review:\n\n${n.reply}\n\nSee it on the product page: ${n.url}\n`,
  }),
  zh: (n) => ({
    subject: `${n.name} 的创作者回复了您的评价`,
    text: `${n.name} 的创作者回复了您的评价：\n\n${n.reply}\n\n在作品页查看：${n.url}\n`,
  }),
  ko: (n) => ({
    subject: `${n.name}의 제작자가 리뷰에 답글을 남겼습니다`,
    text: `${n.name}의 제작자가 회원님의 리뷰에 답글을 남겼습니다:\n\n${n.reply}\n\n작품 페이지에서 보기: ${n.url}\n`,
  }),
};

/**
 * Tells the reviewer of the creator's first reply, in the review's language, after the reply
 * is stored. Best effort until the notifications issue lands (decision 064): a failed send is
 * logged, not retried, and never fails the reply.
 */
export function sendReplyEmail(
  app: FastifyInstance,
  reply: { reviewerId: number; language: string; product: ReviewedProduct },
  text: string,
): void {
  void (async () => {
    const [reviewer] = await app.db
      .select({ email: users.email, deleted: users.deleted })
      .from(users)
      .where(eq(users.id, reply.reviewerId));
    if (!reviewer?.email || reviewer.deleted) return;
    const origin = app.config.publicUrl ?? `http://127.0.0.1:${app.config.port}`;
    const locale = isLocale(reply.language) ? reply.language : 'en';
    const message = MESSAGES[locale]({
      name: reply.product.name,
      reply: text,
      url: `${origin}/product?id=${reply.product.id}`,
    });
    await app.mailer.send({ to: reviewer.email, ...message });
  })().catch((error: unknown) =>
    app.log.warn({ err: error, reviewer: reply.reviewerId }, 'a review reply email failed'),
  );
}
