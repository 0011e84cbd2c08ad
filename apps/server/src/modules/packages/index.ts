import fp from 'fastify-plugin';
import { sweepPackageUploads } from './package-sweep.ts';
import { packageUploadRoutes } from './package-uploads.routes.ts';

export { sweepPackageUploads };
export { findingsAgainstForm } from './record-package.ts';

/** Package uploads and their checks (decision 026). */
export const packagesModule = fp(
  async (app) => {
    // Encapsulated: its raw-body parser must not reach any other route.
    await app.register(packageUploadRoutes);
    // Abandoned package uploads leave nothing behind (decision 026).
    app.jobs.add({
      name: 'package upload sweep',
      stage: 2,
      run: () => sweepPackageUploads(app.db, app.config.dataDir, app.clock.now()),
    });
  },
  { name: 'packages', dependencies: ['jobs-table'] },
);
