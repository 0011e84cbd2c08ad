import fp from 'fastify-plugin';
import { downloadRoutes } from './downloads.routes.ts';

/** Downloads of owned and free products behind signed links (decision 027). */
export const downloadsModule = fp(
  async (app) => {
    await app.register(downloadRoutes);
    app.addHook('onReady', async () => {
      if (
        app.config.nodeEnv === 'production' &&
        !app.config.commerce.downloadLinkSecretConfigured
      ) {
        app.log.warn(
          'DOWNLOAD_LINK_SECRET is not set: download links work only on this instance until it stops',
        );
      }
    });
  },
  { name: 'downloads' },
);
