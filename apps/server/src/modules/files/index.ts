export { collectFileGarbage, referencedFileKeys, withPlaylistSegments } from './file-garbage.ts';
export { storedFileRoutes } from './stored-files.routes.ts';
