import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One writer per embedded database (decision 052). PGlite keeps the cluster in memory and
 * writes it back to DATA_DIR/pg as it goes; a second process opening the same folder works on
 * its own copy, and whichever writes last wins: the other's writes are silently lost. So every
 * process that opens the folder first takes `DATA_DIR/pg.lock`, and a second one refuses.
 *
 * The lock names its holder (pid, the holder process's start, the machine, since when). It is
 * stale when that pid no longer runs, or runs another program (the pid was reused: its start
 * differs). Locks are made whole then linked in place (never seen half-written) and a stale
 * one is replaced by rename under a guard named after it, so two openers never both hold it.
 */

export const LOCK_FILE = 'pg.lock';

export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the lock was taken (ISO). */
  since: string;
  /** What holds it: "server", "cli create-admin"… */
  purpose: string;
  /** The holder process's start on this machine (Linux: /proc/<pid>/stat field 22); null elsewhere. */
  processStart: string | null;
  nonce: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? 'this machine' : `host ${holder.hostname}`;
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}, on ${where}, since ${holder.since}). ` +
        'Only one process may open it at a time, or writes are lost. Stop that process first (the server: Ctrl+C or SIGTERM), then run this again; ' +
        'or use PostgreSQL (DATABASE_URL), which a server and these commands can share.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock if it is still ours; idempotent. */
  release(): void;
}

/** How many stale guards in a row a takeover follows before it gives up (never reached in practice). */
const MAX_GUARD_DEPTH = 4;
/** Attempts while another opener is replacing a stale lock at the same moment. */
const MAX_ATTEMPTS = 50;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder no longer holds anything: its process ended or is another program. */
function isStale(holder: LockHolder | null): boolean {
  // Unreadable content cannot name a live holder: a lock is linked in place whole.
  if (!holder || !Number.isInteger(holder.pid) || holder.pid <= 0) return true;
  // Another machine's processes cannot be seen from here: assume it runs.
  if (holder.hostname !== os.hostname()) return false;
  if (holder.pid === process.pid) return holder.processStart !== processStart(process.pid);
  if (!running(holder.pid)) return true;
  const start = processStart(holder.pid);
  return holder.processStart !== null && start !== null && start !== holder.processStart;
}

interface Seen {
  holder: LockHolder | null;
  /** The file (its inode): takers of one stale file meet at one guard whatever it holds. */
  file: string;
  /** Its content, even an unreadable one; with `file`, what must not change under the guard. */
  identity: string;
}

function read(file: string): Seen | null {
  let raw: string;
  let inode: string;
  try {
    // One descriptor for both, so the content is that file's.
    const fd = fs.openSync(file, 'r');
    try {
      const stat = fs.fstatSync(fd, { bigint: true });
      inode = `${stat.dev}-${stat.ino}`;
      raw = fs.readFileSync(fd, 'utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let holder: LockHolder | null;
  try {
    holder = JSON.parse(raw) as LockHolder;
  } catch {
    holder = null;
  }
  return {
    holder,
    file: inode,
    identity: createHash('sha256').update(raw).digest('hex').slice(0, 24),
  };
}

/** A complete lock file under a private name, ready to be linked or renamed into place. */
function writeCandidate(dir: string, holder: LockHolder): string {
  const candidate = path.join(dir, `${LOCK_FILE}.${process.pid}.${randomUUID()}.tmp`);
  fs.writeFileSync(candidate, JSON.stringify(holder), { flag: 'wx', mode: 0o644 });
  return candidate;
}

/** Links `candidate` at `file` only if nothing is there (atomic); false when something is. */
function linkIfAbsent(candidate: string, file: string): boolean {
  try {
    fs.linkSync(candidate, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function unlinkQuietly(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Replaces the stale lock file `file` (as `seen`) with `candidate`. Only the holder of the
 * guard `<file>.takeover-<inode>` may, and it checks under the guard that the same file with
 * the same content is still there, so a second opener racing on the same stale lock cannot
 * replace the one the first just put in place. The guard is named after the file, not its
 * content: two takers that read a changing stale file differently still meet at one guard. A
 * guard left by a crash is itself stale and is taken over the same way. Answers whether
 * `candidate` is now in place.
 */
function replaceStale(
  file: string,
  seen: Seen,
  candidate: string,
  holder: LockHolder,
  depth = 0,
): boolean {
  if (depth > MAX_GUARD_DEPTH) return false;
  const dir = path.dirname(file);
  const guard = `${file}.takeover-${seen.file}`;
  const guardCandidate = writeCandidate(dir, holder);
  try {
    if (!linkIfAbsent(guardCandidate, guard)) {
      const guardSeen = read(guard);
      // Another opener is replacing this stale lock right now: let it.
      if (guardSeen && !isStale(guardSeen.holder)) return false;
      if (guardSeen && !replaceStale(guard, guardSeen, guardCandidate, holder, depth + 1)) {
        return false;
      }
      if (!guardSeen && !linkIfAbsent(guardCandidate, guard)) return false;
    }
    try {
      const now = read(file);
      if (now?.file !== seen.file || now.identity !== seen.identity) return false;
      // Atomic: the path never stands empty for a third opener to link into.
      fs.renameSync(candidate, file);
      return true;
    } finally {
      unlinkQuietly(guard);
    }
  } finally {
    unlinkQuietly(guardCandidate);
  }
}

/**
 * Takes the lock of the embedded database in `dataDir`, or throws DataFolderInUseError naming
 * the process that holds it. Released by `release()` and, failing that, when this process exits.
 */
export function lockDataFolder(dataDir: string, purpose: string): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    since: new Date().toISOString(),
    purpose,
    processStart: processStart(process.pid),
    nonce: randomUUID(),
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const candidate = writeCandidate(dataDir, holder);
    try {
      if (linkIfAbsent(candidate, file)) return held(file, holder);
      const seen = read(file);
      // Released between the two looks: try again.
      if (!seen) continue;
      if (!isStale(seen.holder)) throw new DataFolderInUseError(dataDir, seen.holder!);
      if (replaceStale(file, seen, candidate, holder)) return held(file, holder);
    } finally {
      unlinkQuietly(candidate);
    }
  }
  const seen = read(file);
  if (seen?.holder) throw new DataFolderInUseError(dataDir, seen.holder);
  throw new Error(`Could not take the lock ${file}: it changed hands ${MAX_ATTEMPTS} times`);
}

function held(file: string, holder: LockHolder): DataFolderLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (read(file)?.holder?.nonce === holder.nonce) unlinkQuietly(file);
  };
  // A process.exit() or an uncaught error skips the close path: the lock goes anyway.
  process.on('exit', release);
  return { file, holder, release };
}
