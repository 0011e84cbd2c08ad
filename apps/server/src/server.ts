import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runServer } from './run-server.ts';

export { runServer };

/** Whether Node was asked to run this file (its URL is the real path, whatever the link). */
function isProgram(): boolean {
  const given = process.argv[1];
  if (!given) return false;
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(given)).href;
  } catch {
    return false;
  }
}

// Run as a program (`node dist/server.js`, the Docker image); scripts/start.mjs imports this
// file and runs the server itself, with the web app's build beside its start-up.
if (isProgram()) await runServer();
