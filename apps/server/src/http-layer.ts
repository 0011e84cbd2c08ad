import fs from 'node:fs';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppDependencies } from './app-dependencies.ts';
import { isPrivateKey, LocalObjectStorage } from './lib/object-storage.ts';
import { auth, tokenFromHeaders, viewerTenantOf } from './modules/auth/index.ts';
import { storedFileRoutes } from './modules/files/index.ts';
import { AVATAR_MAX_BYTES } from './modules/users/index.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { httpCache } from './plugins/http-cache.ts';
import { inputHygiene } from './plugins/input-hygiene.ts';
import { requestContext } from './plugins/request-context.ts';
import { responseCache } from './plugins/response-cache.ts';
import { security } from './plugins/security.ts';

/**
 * What every request passes through before a module's route, in this order (decision 047):
 * request context, the envelope's errors, input hygiene, the session, security headers, HTTP
 * and response caches, compression, multipart, the API document and stored files.
 */
export const httpLayer = fp<AppDependencies>(
  async (app, deps) => {
    await app.register(requestContext);
    await app.register(errorHandler);
    // Before every route: no control characters in any text input (decision 018).
    await app.register(inputHygiene);
    await app.register(auth);
    await app.register(security);
    // Before compress: its onSend hook must hash the JSON, not the compressed stream.
    await app.register(httpCache);
    if (deps.config.responseCache.enabled) {
      await app.register(responseCache, {
        ...deps.config.responseCache,
        changes: app.catalogChanges,
        hasSessionToken: (request) => tokenFromHeaders(request.headers) !== null,
        viewerTenantOf,
        now: () => app.clock.now(),
      });
    }
    await app.register(compress, { threshold: 1024 });
    // Uploads are read by the route (request.file()), which may set its own limits.
    await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES } });
    await app.register(apiDocs, { version: deps.version });

    if (app.objectStorage instanceof LocalObjectStorage) {
      fs.mkdirSync(app.objectStorage.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: app.objectStorage.root,
        prefix: '/files/',
        decorateReply: false,
        // File keys are content-addressed, so a key never changes its bytes.
        maxAge: '365d',
        immutable: true,
        // Packages are sold: served only behind a download link (decision 027).
        allowedPath: (pathname) => !isPrivateKey(pathname.replace(/^\/+/, '')),
      });
    } else {
      // The bucket, through the same URLs (decision 044).
      await app.register(storedFileRoutes);
    }
  },
  { name: 'http-layer' },
);
