// Without zod, so the app's first load can name the topics without the schemas.

/** What a tutorial teaches; the list's second filter. */
export const VIDEO_TOPICS = ['gettingStarted', 'plugins', 'customization', 'lighting'] as const;
export type VideoTopic = (typeof VIDEO_TOPICS)[number];
