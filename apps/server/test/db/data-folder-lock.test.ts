import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DataFolderInUseError,
  LOCK_FILE,
  lockDataFolder,
  type LockHolder,
} from '../../src/db/data-folder-lock.ts';
import { makeTempDir } from '../support/helper.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENDER = path.join(SERVER_DIR, 'test/support/lock-contender.ts');
const ROUNDS = path.join(SERVER_DIR, 'test/support/lock-rounds.ts');
const LINUX = fs.existsSync('/proc/self/stat');

/** Contenders compiled by tsx: a few seconds each to start on a busy 2-core machine. */
const RACE_TIMEOUT_MS = 120_000;

class Contender {
  readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  #out = '';
  #stderr = '';

  constructor(dataDir: string) {
    this.child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir], {
      cwd: SERVER_DIR,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => (this.#out += chunk));
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.#stderr += chunk));
  }

  async line(index: number): Promise<string> {
    for (;;) {
      const lines = this.#out.split('\n');
      if (lines.length > index + 1) return lines[index]!;
      if (this.child.exitCode !== null) throw new Error(`contender exited: ${this.#stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  send(): void {
    this.child.stdin.write('\n');
  }

  exited(): Promise<number | null> {
    if (this.child.exitCode !== null) return Promise.resolve(this.child.exitCode);
    return new Promise((resolve) => this.child.on('exit', resolve));
  }
}

/** Starts `count` contenders, lets them all take the lock at once, and answers what each got. */
async function race(dataDir: string, count: number): Promise<string[]> {
  const contenders = Array.from({ length: count }, () => new Contender(dataDir));
  try {
    await Promise.all(contenders.map((c) => c.line(0)));
    for (const contender of contenders) contender.send();
    const outcomes = await Promise.all(contenders.map((c) => c.line(1)));
    for (const contender of contenders) contender.send();
    expect(await Promise.all(contenders.map((c) => c.exited()))).toEqual(contenders.map(() => 0));
    return outcomes;
  } finally {
    for (const contender of contenders) contender.child.kill('SIGKILL');
  }
}

/** A pid that ran a moment ago and no longer does. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

function writeLock(dataDir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: 1,
    hostname: os.hostname(),
    since: '2026-11-29T01:00:00.000Z',
    purpose: 'server',
    processStart: null,
    nonce: 'planted',
    ...holder,
  };
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(full));
}

describe('the embedded database folder lock (decision 052)', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = makeTempDir('space-lock-');
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder, naming the process, since when and what to do; frees on release', () => {
    const dataDir = folder();
    const first = lockDataFolder(dataDir, 'server');
    let refusal: unknown;
    try {
      lockDataFolder(dataDir, 'cli seed');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    const message = (refusal as Error).message;
    expect(message).toContain(
      `in use by process ${process.pid} (server, on this machine, since ${first.holder.since})`,
    );
    expect(message).toContain('Stop that process first');
    expect(message).toContain('DATABASE_URL');
    first.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const second = lockDataFolder(dataDir, 'cli seed');
    second.release();
    // Nothing but the lock was ever written beside the data, and it is gone.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('takes over the lock of a process that has ended', async () => {
    const dataDir = folder();
    writeLock(dataDir, { pid: await endedPid() });
    const lock = lockDataFolder(dataDir, 'server');
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file, which no live holder ever leaves', () => {
    const dataDir = folder();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '');
    lockDataFolder(dataDir, 'server').release();
  });

  it.runIf(LINUX)(
    'keeps a running holder, and takes over a reused pid (another program now)',
    async () => {
      const dataDir = folder();
      const sleeper = spawn('sleep', ['60']);
      try {
        await new Promise((resolve) => sleeper.on('spawn', resolve));
        const stat = fs.readFileSync(`/proc/${sleeper.pid}/stat`, 'utf8');
        const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
        writeLock(dataDir, { pid: sleeper.pid, processStart: start });
        expect(() => lockDataFolder(dataDir, 'server')).toThrow(DataFolderInUseError);
        writeLock(dataDir, { pid: sleeper.pid, processStart: String(Number(start) - 1) });
        lockDataFolder(dataDir, 'server').release();
      } finally {
        sleeper.kill('SIGKILL');
      }
    },
  );

  it(
    'never lets two of eight processes racing for a free folder hold it',
    { timeout: RACE_TIMEOUT_MS },
    async () => {
      const outcomes = await race(folder(), 8);
      expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.startsWith('refused '))).toHaveLength(7);
    },
  );

  it(
    'never lets two of eight processes racing for a stale lock hold it',
    { timeout: RACE_TIMEOUT_MS },
    async () => {
      const dataDir = folder();
      writeLock(dataDir, { pid: await endedPid() });
      const outcomes = await race(dataDir, 8);
      expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
      // The lock is free again, and no takeover guard or candidate file is left behind.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );

  it(
    'never lets two holders overlap over 40 rounds of four processes racing for a stale lock',
    { timeout: RACE_TIMEOUT_MS },
    async () => {
      const dataDir = folder();
      const stale = JSON.stringify({
        pid: await endedPid(),
        hostname: os.hostname(),
        since: '2026-11-29T01:00:00.000Z',
        purpose: 'server',
        processStart: null,
        nonce: 'dead',
      });
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), stale);
      const rounds = 40;
      const roundMs = 150;
      // Far enough ahead for four tsx processes to start on a busy machine.
      const start = Date.now() + 20_000;
      const children = Array.from({ length: 4 }, () =>
        spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            ROUNDS,
            dataDir,
            String(start),
            String(rounds),
            String(roundMs),
            stale,
          ],
          { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
        ),
      );
      const outputs = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve, reject) => {
              let out = '';
              child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
              child.on('exit', (code) =>
                code === 0 ? resolve(out) : reject(new Error(`exit ${code}`)),
              );
            }),
        ),
      );
      const holds = outputs
        .flatMap((out) => out.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as { round: number; taken: number; given: number })
        .sort((a, b) => a.taken - b.taken);
      // Each dead holder's lock was taken over by someone, and never by two at once.
      expect(holds.length).toBeGreaterThanOrEqual(rounds / 2);
      for (let i = 1; i < holds.length; i += 1) {
        expect(holds[i]!.taken, JSON.stringify([holds[i - 1], holds[i]])).toBeGreaterThanOrEqual(
          holds[i - 1]!.given,
        );
      }
    },
  );

  it(
    'is released when its process exits without releasing it',
    { timeout: RACE_TIMEOUT_MS },
    async () => {
      const dataDir = folder();
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./src/db/data-folder-lock.ts').then(({ lockDataFolder }) => { lockDataFolder(${JSON.stringify(dataDir)}, 'x'); process.exit(3); })`,
        ],
        { cwd: SERVER_DIR, stdio: 'ignore' },
      );
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(3);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});
