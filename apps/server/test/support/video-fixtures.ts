import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { videoTutorials } from '../../src/db/schema.ts';

export type VideoRow = typeof videoTutorials.$inferSelect;

/**
 * A video tutorial row with overrides. Its file keys name nothing on disk: tests of the
 * files themselves store real ones (videos.test.ts) or seed (seed.test.ts).
 */
export async function createTestVideo(
  app: FastifyInstance,
  overrides: Partial<typeof videoTutorials.$inferInsert> = {},
): Promise<VideoRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(videoTutorials)
    .values({
      slug: `test-video-${suffix}`,
      deviceFamily: 'streamDock',
      topic: 'plugins',
      title: { en: `Tutorial ${suffix}`, zh: `教程 ${suffix}`, ko: `튜토리얼 ${suffix}` },
      description: { en: 'In English.', zh: '中文说明。', ko: '한국어 설명.' },
      durationSeconds: 12,
      thumbnailKey: `seed/aa/${suffix}.webp`,
      videoKey: `seed/bb/${suffix}.mp4`,
      hlsKey: `seed/cc/${suffix}.m3u8`,
      captions: [
        { lang: 'en', fileKey: `seed/dd/${suffix}-en.vtt` },
        { lang: 'zh', fileKey: `seed/dd/${suffix}-zh.vtt` },
        { lang: 'ko', fileKey: `seed/dd/${suffix}-ko.vtt` },
      ],
      ...overrides,
    })
    .returning();
  return row!;
}
