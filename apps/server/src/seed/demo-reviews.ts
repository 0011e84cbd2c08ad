import type { Locale } from '@space/contracts/locales';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  products,
  productVersions,
  reviewReplies,
  reviews,
  reviewVotes,
  users,
} from '../db/schema.ts';
import { insertRowsAsJson } from './bulk-insert.ts';
import { DEMO_CREATORS } from './demo-catalog.ts';
import { createRandom, type Random } from './random.ts';

const SEED = 20261129;
const BASE_TIME = Date.parse('2026-02-01T09:00:00Z');
const DAY = 24 * 3_600_000;

/** Demo buyers who write the demo reviews (default brand, removed with the other demo accounts). */
export const DEMO_REVIEWERS: readonly { username: string; nickName: string; language: Locale }[] = [
  { username: 'demo_rev_alex', nickName: 'Alex Rivera', language: 'en' },
  { username: 'demo_rev_sam', nickName: 'Sam Okafor', language: 'en' },
  { username: 'demo_rev_jordan', nickName: 'Jordan Lee', language: 'en' },
  { username: 'demo_rev_priya', nickName: 'Priya Nair', language: 'en' },
  { username: 'demo_rev_lin', nickName: '林小雨', language: 'zh' },
  { username: 'demo_rev_chen', nickName: '陈一鸣', language: 'zh' },
  { username: 'demo_rev_zhou', nickName: '周若曦', language: 'zh' },
  { username: 'demo_rev_minji', nickName: '김민지', language: 'ko' },
  { username: 'demo_rev_junho', nickName: '박준호', language: 'ko' },
  { username: 'demo_rev_seoyeon', nickName: '이서연', language: 'ko' },
];

interface DemoText {
  title: string | null;
  body: string | null;
}

/** What a reviewer says, by language and by stars (5, 4, 3, 2). */
const TEXTS: Record<Locale, Record<5 | 4 | 3 | 2, readonly DemoText[]>> = {
  en: {
    5: [
      {
        title: 'Exactly what my setup needed',
        body: 'Installed in a minute and it just works.\nThe keys are clear at a glance, even on stream.',
      },
      { title: 'Great value', body: 'Polished, light on resources and the updates keep coming.' },
      { title: null, body: 'Five stars. I use it every day.' },
      { title: 'Beautiful', body: 'Looks even better on the device than in the screenshots.' },
    ],
    4: [
      {
        title: 'Very good, one wish',
        body: 'Does everything I need. A dark variant of the icons would make it perfect.',
      },
      { title: 'Solid', body: 'Reliable so far. Setup took a little reading.' },
      { title: null, body: 'Works well with my dock; the defaults are sensible.' },
    ],
    3: [
      {
        title: 'Good idea, rough edges',
        body: 'It works, but the settings could be clearer.\nI had to restart the app once after installing.',
      },
      { title: 'Okay', body: 'Does the job. Nothing more, nothing less.' },
    ],
    2: [
      {
        title: 'Not for my device',
        body: 'The layout is cramped on the smaller model. Check the supported devices first.',
      },
    ],
  },
  zh: {
    5: [
      { title: '非常好用', body: '安装很快，按键一目了然。\n直播时切换场景特别方便。' },
      { title: '物超所值', body: '做工精致，占用资源少，作者更新也很及时。' },
      { title: null, body: '五星推荐，每天都在用。' },
    ],
    4: [
      { title: '整体不错', body: '功能都有了，如果能出一套深色图标就更好了。' },
      { title: null, body: '稳定好用，设置需要稍微研究一下。' },
    ],
    3: [{ title: '还可以', body: '能用，但设置项有点多，第一次用需要看说明。' }],
    2: [
      { title: '和我的设备不太搭', body: '在小尺寸型号上显示有点挤，购买前请先确认支持的设备。' },
    ],
  },
  ko: {
    5: [
      {
        title: '정말 만족합니다',
        body: '설치가 빠르고 키가 한눈에 들어와요.\n방송 중에도 장면 전환이 편합니다.',
      },
      { title: '가성비 최고', body: '완성도가 높고 가벼워요. 업데이트도 꾸준합니다.' },
      { title: null, body: '매일 쓰고 있어요. 강력 추천합니다.' },
    ],
    4: [
      { title: '좋아요', body: '필요한 기능은 다 있어요. 다크 아이콘이 있으면 완벽할 것 같아요.' },
      { title: null, body: '안정적으로 잘 동작합니다. 설정은 조금 익숙해져야 해요.' },
    ],
    3: [{ title: '무난해요', body: '쓸 만하지만 설정 화면이 조금 복잡합니다.' }],
    2: [
      {
        title: '제 기기와는 안 맞네요',
        body: '작은 모델에서는 화면이 답답해요. 지원 기기를 먼저 확인하세요.',
      },
    ],
  },
};

/** The creator's answers, in the review's language: thanks for praise, help for complaints. */
const REPLIES: Record<Locale, { thanks: readonly string[]; sorry: readonly string[] }> = {
  en: {
    thanks: [
      'Thank you! A dark variant is on the list for the next version.',
      'Thanks for the kind words. Tell me what you would like to see next.',
    ],
    sorry: [
      'Sorry about the trouble: the next update makes the settings clearer.',
      'Thanks for telling me. The smaller model gets its own layout in the next version.',
    ],
  },
  zh: {
    thanks: ['谢谢支持！深色版本已经在计划中。', '感谢喜欢，欢迎告诉我下一步想要什么功能。'],
    sorry: ['抱歉给你带来不便，下个版本会让设置更清楚。'],
  },
  ko: {
    thanks: ['감사합니다! 다크 버전은 다음 업데이트에 준비하고 있어요.'],
    sorry: ['불편을 드려 죄송해요. 다음 버전에서 설정을 더 쉽게 만들게요.'],
  },
};

/** Stars as demo reviewers give them: mostly pleased, a few not. */
const STARS: readonly (5 | 4 | 3 | 2)[] = [5, 5, 5, 5, 4, 4, 4, 3, 2];
/** Reviews per product: some have none, the popular ones many. */
const COUNTS: readonly number[] = [0, 0, 1, 2, 2, 3, 4, 5, 6, 8];

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function reviewFor(random: Random, language: Locale) {
  const rating = random.pick(STARS);
  return { rating, ...random.pick(TEXTS[language][rating]) };
}

interface PlannedReview {
  row: typeof reviews.$inferInsert;
  voterIds: number[];
  reply: { authorId: number; body: string } | null;
}

/**
 * Demo reviews (issue 28) so the demo's cards, "Top rated" and product pages show ratings, by
 * demo reviewers (decision 064's rules are the API's: these rows are written as a data import,
 * so they are not marked "verified owner", since their writers hold no order). Summaries and
 * helpful counts follow by trigger. Deterministic; only into a catalogue just seeded. Planned
 * in memory first and written in three statements (a statement per row took seconds).
 */
export async function seedDemoReviews(db: Database): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    const reviewers = await tx
      .insert(users)
      .values(
        DEMO_REVIEWERS.map((reviewer, index) => ({
          tenantId: DEFAULT_TENANT_ID,
          username: reviewer.username,
          email: `${reviewer.username}@demo.space.local`,
          nickName: reviewer.nickName,
          isDemo: true,
          createdAt: new Date(BASE_TIME - (30 + index) * DAY),
          updatedAt: new Date(BASE_TIME - (30 + index) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (reviewers.length !== DEMO_REVIEWERS.length) return;
    const languageOf = new Map(DEMO_REVIEWERS.map((r) => [r.username, r.language]));

    const creators = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, DEFAULT_TENANT_ID),
          inArray(
            users.username,
            DEMO_CREATORS.map((creator) => creator.username),
          ),
        ),
      );
    const catalogue = await tx
      .select({ id: products.id, authorId: products.authorId })
      .from(products)
      .where(
        inArray(
          products.authorId,
          creators.map((creator) => creator.id),
        ),
      )
      .orderBy(products.id);
    if (catalogue.length === 0) return;
    // Each product's newest version, which its reviews are of.
    const newestRows = await tx
      .selectDistinctOn([productVersions.productId], {
        productId: productVersions.productId,
        version: productVersions.version,
      })
      .from(productVersions)
      .where(
        inArray(
          productVersions.productId,
          catalogue.map((product) => product.id),
        ),
      )
      .orderBy(
        productVersions.productId,
        desc(productVersions.createdAt),
        desc(productVersions.id),
      );
    const newestVersion = new Map(newestRows.map((row) => [row.productId, row.version]));

    // The same draws in the same order as when each row was written as it was drawn.
    const planned: PlannedReview[] = [];
    for (const product of catalogue) {
      const count = random.pick(COUNTS);
      const writers = shuffled(random, reviewers).slice(0, count);
      for (const [index, writer] of writers.entries()) {
        const language = languageOf.get(writer.username)!;
        const at = new Date(BASE_TIME + random.int(0, 280) * DAY + index * 3_600_000);
        const review = reviewFor(random, language);
        const voterIds = reviewers
          .filter((r) => r.id !== writer.id)
          .slice(0, random.int(0, 4))
          .map((voter) => voter.id);
        const complaint = review.rating <= 3;
        const reply =
          product.authorId !== null && random.chance(complaint ? 0.7 : 0.25)
            ? {
                authorId: product.authorId,
                body: random.pick(REPLIES[language][complaint ? 'sorry' : 'thanks']),
              }
            : null;
        planned.push({
          row: {
            productId: product.id,
            userId: writer.id,
            tenantId: DEFAULT_TENANT_ID,
            ...review,
            language,
            version: newestVersion.get(product.id) ?? null,
            verifiedOwner: false,
            createdAt: at,
          },
          voterIds,
          reply,
        });
      }
    }
    if (planned.length === 0) return;

    // Ids follow the rows' order; each is matched back by its writer and product all the same.
    await insertRowsAsJson(
      tx,
      reviews,
      planned.map((review) => review.row),
    );
    const inserted = await tx
      .select({ id: reviews.id, productId: reviews.productId, userId: reviews.userId })
      .from(reviews)
      .where(
        inArray(
          reviews.userId,
          reviewers.map((reviewer) => reviewer.id),
        ),
      );
    const reviewId = new Map(inserted.map((row) => [`${row.productId}:${row.userId}`, row.id]));
    const idOf = (review: PlannedReview) =>
      reviewId.get(`${review.row.productId}:${review.row.userId}`)!;

    const votes = planned.flatMap((review) =>
      review.voterIds.map((userId) => ({
        reviewId: idOf(review),
        userId,
        createdAt: review.row.createdAt!,
      })),
    );
    await insertRowsAsJson(tx, reviewVotes, votes);
    const replies = planned.flatMap((review) =>
      review.reply
        ? [
            {
              reviewId: idOf(review),
              ...review.reply,
              createdAt: new Date(review.row.createdAt!.getTime() + 2 * DAY),
            },
          ]
        : [],
    );
    await insertRowsAsJson(tx, reviewReplies, replies);
  });
}
