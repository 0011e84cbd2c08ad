/**
 * A contender for many rounds of a stale-lock race (test/db/data-folder-lock.test.ts): at each
 * round's start (a shared wall-clock time) it tries to take the lock; the winner holds it a
 * while, then "dies": it rewrites its own lock file in place with a dead holder's (truncated
 * first, so takers may read it empty or whole), which the next round races on. Prints one JSON
 * line per lock held: when it was taken and when given up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from '../../src/db/data-folder-lock.ts';

const [dataDir, startArg, roundsArg, roundMsArg, staleArg] = process.argv.slice(2);
const start = Number(startArg);
const roundMs = Number(roundMsArg);
// Wall-clock milliseconds: the same clock in every process (performance.timeOrigin may drift apart).
const now = () => Date.now();
process.setMaxListeners(0);

for (let round = 0; round < Number(roundsArg); round += 1) {
  const at = start + round * roundMs;
  while (now() < at) {
    // Spin: a timer would wake each contender up to a few ms apart.
  }
  try {
    lockDataFolder(dataDir!, 'round');
    const taken = now();
    // Our own lock file, while it surely is: dying changes that file, never a successor's.
    const fd = fs.openSync(path.join(dataDir!, LOCK_FILE), 'r+');
    while (now() < taken + roundMs / 3) {
      // Held.
    }
    const given = now();
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, staleArg!, 0);
    fs.closeSync(fd);
    process.stdout.write(`${JSON.stringify({ round, taken, given })}\n`);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
  }
}
