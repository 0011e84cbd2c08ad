/**
 * One contender for a data folder's lock, in a process of its own (test/db/data-folder-lock.test.ts):
 * prints "ready", takes the lock when a line arrives on standard input, prints "held" or
 * "refused <pid>", and releases the lock and exits at the next line.
 */
import readline from 'node:readline';
import { DataFolderInUseError, lockDataFolder } from '../../src/db/data-folder-lock.ts';

const dataDir = process.argv[2]!;
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
process.stdout.write('ready\n');
await lines.next();
let lock: ReturnType<typeof lockDataFolder> | undefined;
try {
  lock = lockDataFolder(dataDir, 'contender');
  process.stdout.write('held\n');
} catch (error) {
  if (!(error instanceof DataFolderInUseError)) throw error;
  process.stdout.write(`refused ${error.holder.pid}\n`);
}
await lines.next();
lock?.release();
process.exit(0);
