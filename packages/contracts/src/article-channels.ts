// Without zod, so the app's first load can name the channels without the schemas.

/** Channels: where an article appears on /discovery (labels under `articles.channels.*`). */
export const ARTICLE_CHANNELS = ['news', 'tutorials', 'showcase', 'reviews'] as const;
export type ArticleChannel = (typeof ARTICLE_CHANNELS)[number];
