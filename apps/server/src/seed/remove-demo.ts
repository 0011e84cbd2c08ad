import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq, inArray, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  articleColumns,
  articleLikes,
  articles,
  cartItems,
  couponUses,
  coupons,
  downloads,
  entitlements,
  follows,
  friendRequests,
  friendships,
  memberships,
  membershipPlans,
  notifications,
  orderItems,
  orderMemberships,
  orders,
  productLikes,
  products,
  productUses,
  refunds,
  reviewReplies,
  reviewReports,
  reviews,
  reviewVotes,
  uploadRecords,
  users,
  videoProgress,
  videoTutorials,
} from '../db/schema.ts';
import { DEMO_COUPONS, DEMO_COUPONS_CREATED_AT } from './demo-coupons.ts';
import { DEMO_PLANS_CREATED_AT } from './demo-plans.ts';
import { DEMO_VIDEOS } from './demo-video-catalog.ts';
import { DEMO_VIDEOS_CREATED_AT } from './demo-videos.ts';

/** What `cli.js remove-demo` removed, and what it had to keep (decision 051). */
export interface DemoRemoval {
  users: number;
  products: number;
  orders: number;
  articles: number;
  coupons: number;
  plans: number;
  videos: number;
  /** Demo products a real account ordered or owns: kept, with their authors. */
  keptProducts: number;
  /** Demo accounts something kept still refers to (their products, an audit log entry…): disabled, password removed. */
  keptUsers: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const demoIds = (tx: Tx) => tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));

async function affected(query: Promise<{ id: number }[]>): Promise<number> {
  return (await query).length;
}

/** Follows, friendships, likes and reviews of demo accounts, keeping the counters of everyone else exact. */
async function removeDemoLinks(tx: Tx): Promise<void> {
  const demo = demoIds(tx);
  // Counted before the rows go: each real account loses what a demo account added.
  await tx.execute(sql`
    update ${users} set follower_count = ${users.followerCount} - gone.n
    from (select ${follows.followeeId} as id, count(*)::int as n from ${follows}
          where ${inArray(follows.followerId, demo)} and ${notInArray(follows.followeeId, demo)}
          group by ${follows.followeeId}) gone
    where ${users.id} = gone.id`);
  await tx.execute(sql`
    update ${users} set following_count = ${users.followingCount} - gone.n
    from (select ${follows.followerId} as id, count(*)::int as n from ${follows}
          where ${inArray(follows.followeeId, demo)} and ${notInArray(follows.followerId, demo)}
          group by ${follows.followerId}) gone
    where ${users.id} = gone.id`);
  await tx.execute(sql`
    update ${products} set like_count = greatest(${products.likeCount} - gone.n, 0)
    from (select ${productLikes.productId} as id, count(*)::int as n from ${productLikes}
          where ${inArray(productLikes.userId, demo)} group by ${productLikes.productId}) gone
    where ${products.id} = gone.id`);
  await tx.execute(sql`
    update ${articles} set like_count = greatest(${articles.likeCount} - gone.n, 0)
    from (select ${articleLikes.articleId} as id, count(*)::int as n from ${articleLikes}
          where ${inArray(articleLikes.userId, demo)} group by ${articleLikes.articleId}) gone
    where ${articles.id} = gone.id`);
  await tx
    .delete(follows)
    .where(or(inArray(follows.followerId, demo), inArray(follows.followeeId, demo)));
  await tx
    .delete(friendRequests)
    .where(or(inArray(friendRequests.fromUserId, demo), inArray(friendRequests.toUserId, demo)));
  await tx
    .delete(friendships)
    .where(or(inArray(friendships.userLowId, demo), inArray(friendships.userHighId, demo)));
  await tx.delete(productLikes).where(inArray(productLikes.userId, demo));
  await tx.delete(articleLikes).where(inArray(articleLikes.userId, demo));
  // Reviews (decision 064): the summaries and helpful counts follow by trigger.
  await tx.delete(reviewVotes).where(inArray(reviewVotes.userId, demo));
  await tx.delete(reviewReports).where(inArray(reviewReports.reporterId, demo));
  await tx.delete(reviewReplies).where(inArray(reviewReplies.authorId, demo));
  await tx.delete(reviews).where(inArray(reviews.userId, demo));
}

/** The demo accounts' own orders (and what they bought with them), carts and activity. */
async function removeDemoActivity(tx: Tx): Promise<number> {
  const demo = demoIds(tx);
  const demoOrders = tx.select({ id: orders.id }).from(orders).where(inArray(orders.userId, demo));
  // A coupon a demo order used counts one use fewer.
  await tx.execute(sql`
    update ${coupons} set use_count = greatest(${coupons.useCount} - gone.n, 0)
    from (select ${couponUses.couponId} as id, count(*)::int as n from ${couponUses}
          where ${inArray(couponUses.orderId, demoOrders)} group by ${couponUses.couponId}) gone
    where ${coupons.id} = gone.id`);
  await tx.delete(entitlements).where(inArray(entitlements.userId, demo));
  await tx.delete(memberships).where(inArray(memberships.userId, demo));
  await tx.delete(refunds).where(inArray(refunds.orderId, demoOrders));
  const removedOrders = await affected(
    tx.delete(orders).where(inArray(orders.userId, demo)).returning({ id: orders.id }),
  );
  for (const table of [cartItems, downloads, productUses, videoProgress, notifications]) {
    await tx.delete(table).where(inArray(table.userId, demo));
  }
  await tx.delete(uploadRecords).where(inArray(uploadRecords.authorId, demo));
  return removedOrders;
}

/** Demo products no real account ordered or owns; answers removed and kept. */
async function removeDemoProducts(tx: Tx): Promise<{ removed: number; kept: number }> {
  const demo = demoIds(tx);
  // What is left of orders and entitlements after removeDemoActivity is a real account's.
  const ordered = tx
    .select({ one: sql`1` })
    .from(orderItems)
    .where(eq(orderItems.productId, products.id));
  const owned = tx
    .select({ one: sql`1` })
    .from(entitlements)
    .where(eq(entitlements.productId, products.id));
  const removed = await affected(
    tx
      .delete(products)
      .where(and(inArray(products.authorId, demo), notExists(ordered), notExists(owned)))
      .returning({ id: products.id }),
  );
  const kept = await affected(
    tx.select({ id: products.id }).from(products).where(inArray(products.authorId, demo)),
  );
  return { removed, kept };
}

/** The seed's coupons, plans and tutorials, as it wrote them and unless something real refers to them. */
async function removeDemoCatalogue(tx: Tx) {
  const couponsRemoved = await affected(
    tx
      .delete(coupons)
      .where(
        and(
          eq(coupons.tenantId, DEFAULT_TENANT_ID),
          inArray(
            coupons.code,
            DEMO_COUPONS.map((coupon) => coupon.code),
          ),
          eq(coupons.createdAt, DEMO_COUPONS_CREATED_AT),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(couponUses)
              .where(eq(couponUses.couponId, coupons.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.couponId, coupons.id)),
          ),
        ),
      )
      .returning({ id: coupons.id }),
  );
  // A plan an administrator changed since the seed is theirs now.
  const plansRemoved = await affected(
    tx
      .delete(membershipPlans)
      .where(
        and(
          eq(membershipPlans.createdAt, DEMO_PLANS_CREATED_AT),
          eq(membershipPlans.updatedAt, DEMO_PLANS_CREATED_AT),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderMemberships)
              .where(eq(orderMemberships.planId, membershipPlans.id)),
          ),
        ),
      )
      .returning({ id: membershipPlans.id }),
  );
  const videosRemoved = await affected(
    tx
      .delete(videoTutorials)
      .where(
        and(
          inArray(
            videoTutorials.slug,
            DEMO_VIDEOS.map((video) => video.slug),
          ),
          eq(videoTutorials.createdAt, DEMO_VIDEOS_CREATED_AT),
        ),
      )
      .returning({ id: videoTutorials.id }),
  );
  return { couponsRemoved, plansRemoved, videosRemoved };
}

/**
 * Removes the demo data (decision 051): the accounts the demo seed made (users.is_demo) with
 * everything of theirs (products, articles, orders, follows, likes…), and the seed's coupons,
 * membership plans and video tutorials. Real accounts keep everything of theirs: a demo product
 * a real account bought stays (with its author, disabled), and their counters lose only what a
 * demo account added. One transaction: it all goes, or nothing does.
 */
export async function removeDemoData(db: Database): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    await removeDemoLinks(tx);
    const removedOrders = await removeDemoActivity(tx);
    const removedArticles = await affected(
      tx
        .delete(articles)
        .where(inArray(articles.authorId, demoIds(tx)))
        .returning({ id: articles.id }),
    );
    await tx.delete(articleColumns).where(inArray(articleColumns.authorId, demoIds(tx)));
    const productOutcome = await removeDemoProducts(tx);
    const catalogue = await removeDemoCatalogue(tx);
    const candidates = await demoIds(tx);
    let removedUsers = 0;
    let keptUsers = 0;
    for (const { id } of candidates) {
      try {
        // A savepoint each: a row this command does not own (an audit log entry, a kept product) keeps the account.
        await tx.transaction((inner) => inner.delete(users).where(eq(users.id, id)));
        removedUsers += 1;
      } catch {
        await tx
          .update(users)
          // Its follows went with removeDemoLinks.
          .set({
            status: 'disabled',
            passwordHash: null,
            followerCount: 0,
            followingCount: 0,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        keptUsers += 1;
      }
    }
    return {
      users: removedUsers,
      products: productOutcome.removed,
      orders: removedOrders,
      articles: removedArticles,
      coupons: catalogue.couponsRemoved,
      plans: catalogue.plansRemoved,
      videos: catalogue.videosRemoved,
      keptProducts: productOutcome.kept,
      keptUsers,
    };
  });
}

/** The lines `cli.js remove-demo` prints. */
export function describeRemoval(removal: DemoRemoval): string {
  const lines = [
    `removed ${removal.users} demo accounts, ${removal.products} products, ${removal.articles} articles, ${removal.orders} orders of demo accounts, ${removal.coupons} demo coupons, ${removal.plans} demo membership plans and ${removal.videos} demo video tutorials`,
  ];
  if (removal.keptProducts > 0) {
    lines.push(
      `kept ${removal.keptProducts} demo products that real accounts ordered or own, with their authors`,
    );
  }
  if (removal.keptUsers > 0) {
    lines.push(
      `kept ${removal.keptUsers} demo accounts that kept rows refer to, disabled and without a password`,
    );
  }
  lines.push('their stored files go with the next gc-files');
  return lines.join('\n');
}
