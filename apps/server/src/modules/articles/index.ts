import fp from 'fastify-plugin';
import { articleRoutes } from './articles.routes.ts';
import { myArticleRoutes } from './my-articles.routes.ts';
import { articleModerationRoutes } from './article-moderation.routes.ts';
export { normaliseDocument } from './article-content.ts';
export { articleFileKeys } from './article-files.ts';
export {
  articleDetailAnswer,
  articleDetailResponseSchema,
  articleFeedAnswer,
  articleFeedResponseSchema,
  relatedContentAnswer,
  relatedContentResponseSchema,
} from './articles.routes.ts';
export { publiclyVisible } from './article-rows.ts';
export { EMPTY_VERSION, versionColumns, withContent } from './article-version.ts';

/** Articles: reading, writing and their review (decision 031). */
export const articlesModule = fp(
  async (app) => {
    await app.register(articleRoutes);
    await app.register(myArticleRoutes);
    await app.register(articleModerationRoutes);
  },
  { name: 'articles' },
);
