import fp from 'fastify-plugin';
import { uploadRoutes } from './uploads.routes.ts';
import { uploadMediaRoutes } from './upload-media.routes.ts';
export { uploadFileKeys } from './upload-files.ts';
export {
  currentReport,
  draftOf,
  formOfProduct,
  mediaOf,
  productColumnsOf,
  storedTranslations,
  submittedForm,
} from './upload-form.ts';
export type { RecordRow } from './upload-form.ts';
export { checkVersion } from './upload-lifecycle.ts';
export { highestVersion, recordIn, toUploadRecord, versionsOf } from './upload-records.queries.ts';
export { canTransition, notAllowed, transition } from './upload-states.ts';

/** The creator studio: upload records and their media (decisions 028, 029). */
export const uploadsModule = fp(
  async (app) => {
    await app.register(uploadRoutes);
    await app.register(uploadMediaRoutes);
  },
  { name: 'uploads' },
);
