import type { ProfilePage, WithContext } from 'schema-dts';
import { authorProfileQuery } from '../../authors/index.ts';
import { ogImageUrl } from '../og-images.ts';
import type { HeadContext, PageHead, PageStatus } from '../head-types.ts';
import { describe } from '../head-text.ts';
import { pageDescription } from '@space/contracts/page-heads';
import { FileStorage } from '../../../lib/file-storage.ts';
import { crumbOf, headOf, linkOf } from './head-parts.ts';

/**
 * An author's page: the profile statement of `GET /api/authors/:id` (the same 404 rule: a
 * visible product or a public article in this brand), which also gives the name, avatar and
 * bio. Without a bio, the experts page's description stands in.
 */
export async function authorHead(ctx: HeadContext, id: number): Promise<PageHead | PageStatus> {
  const [row] = await authorProfileQuery(ctx.app.db, id, { tenantId: ctx.tenantId });
  if (!row) return 404;

  const name = row.nickName;
  const description = describe(row.note, `${name}: ${pageDescription(ctx.lang, 'expertList')}`);
  const url = linkOf(ctx, '/author', [['id', String(id)]]);
  const card = ogImageUrl(ctx.base, 'author', id, row.avatarKey);
  const profile: WithContext<ProfilePage> = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: row.createdAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      name,
      url,
      description,
      image: row.avatarKey === null ? card : `${ctx.base}${FileStorage.publicUrl(row.avatarKey)}`,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'FollowAction' },
        userInteractionCount: row.followerCount,
      },
    },
  };
  return headOf(ctx, {
    path: '/author',
    params: [['id', String(id)]],
    name,
    description,
    ogType: 'profile',
    image: { url: card, alt: name },
    trail: [crumbOf(ctx, 'expertList', '/expertList')],
    jsonLd: [profile],
  });
}
