import fp from 'fastify-plugin';
import { videoRoutes } from './videos.routes.ts';
export { playlistUris, referencedKeys, relativeUri, rewritePlaylist } from './hls-playlist.ts';
export { VideoRejectedError, processUploadedMp4, receiveMp4 } from './video-upload.ts';
export type { ProcessedVideo } from './video-upload.ts';
export { LIST_ORDER } from './videos.queries.ts';
export {
  videoDetailAnswer,
  videoDetailResponseSchema,
  videoListAnswer,
  videoListResponseSchema,
} from './videos.routes.ts';
export type { VideoRow } from './videos.queries.ts';

/** Video tutorials (decision 034). */
export const videosModule = fp(
  async (app) => {
    await app.register(videoRoutes);
  },
  { name: 'videos' },
);
