import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { LOCK_FILE } from '../../src/db/data-folder-lock.ts';
import { products, users } from '../../src/db/schema.ts';
import {
  copyPgliteTemplate,
  makeTempDir,
  runCli,
  spawnRunner,
  TEST_ENGINE,
  type CliResult,
} from '../support/helper.ts';

const PASSWORD = 'Adm1nistrator!';
/**
 * Fourteen CLI runs and two runners, each opening PGlite: 250 s measured on 2 cores shared with
 * other test runs (load about 6); the limit leaves room for a busier machine.
 */
const TEST_TIMEOUT_MS = 600_000;

/**
 * Decision 052, as issue 25 met it: with the server running on the embedded database, the CLI
 * wrote to its own copy of the folder ("created super admin #34"), and that write was lost.
 * Now every command that opens the folder refuses at once, says who holds it and what to do,
 * and changes nothing; once the server has stopped, the same commands work.
 */
describe.runIf(TEST_ENGINE === 'pglite')(
  'one writer per embedded database',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    const dataDir = makeTempDir('space-one-writer-');
    const outDir = makeTempDir('space-one-writer-backups-');
    copyPgliteTemplate(dataDir);
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(outDir, { recursive: true, force: true });
    });
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const cli = (args: string[], stdin = '') => runCli(args, env, stdin);
    const createAdmin = (email: string) =>
      cli(['create-admin', '--email', email, '--super', '--password-stdin'], `${PASSWORD}\n`);
    /** An orphaned stored file, old enough for gc-files to remove. */
    const stray = path.join(dataDir, 'files', 'ab', 'stray.webp');

    function expectRefused(result: CliResult, holderPid: number, what: string): void {
      expect(result.code, `${what}: ${result.stdout}`).not.toBe(0);
      expect(result.stderr, what).toContain(
        `is in use by process ${holderPid} (server, on this machine, since `,
      );
      expect(result.stderr, what).toContain('Stop that process first');
      expect(result.stderr, what).toContain('DATABASE_URL');
      expect(result.stdout, what).not.toMatch(
        /created|migrations applied|backup of|restored|removed/,
      );
    }

    it('refuses every command while the server runs, changes nothing, and they work once it stops', async () => {
      // Before the server: a first admin and a backup of the database holding only it.
      expect((await createAdmin('first@example.com')).code).toBe(0);
      const backup = await cli(['backup', '--out', outDir]);
      expect(backup.code, backup.stderr).toBe(0);
      const backupDir = path.join(outDir, fs.readdirSync(outDir)[0]!);
      // Written after the backup: a restore would take it away.
      expect((await createAdmin('second@example.com')).code).toBe(0);
      fs.mkdirSync(path.dirname(stray), { recursive: true });
      fs.writeFileSync(stray, 'orphan');
      const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
      fs.utimesSync(stray, twoDaysAgo, twoDaysAgo);

      const server = spawnRunner({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        SEED_ON_EMPTY: 'false',
      });
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      let out = '';
      server.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      try {
        const deadline = Date.now() + 120_000;
        while (!out.includes('Space is ready')) {
          if (server.exitCode !== null || Date.now() > deadline)
            throw new Error(`no start: ${out}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const pid = server.pid!;
        expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
          pid,
          purpose: 'server',
        });

        expectRefused(await createAdmin('lost@example.com'), pid, 'create-admin');
        expectRefused(await cli(['seed']), pid, 'seed');
        expectRefused(await cli(['migrate']), pid, 'migrate');
        expectRefused(await cli(['backup', '--out', outDir]), pid, 'backup');
        expectRefused(await cli(['restore', backupDir, '--force']), pid, 'restore');
        expectRefused(await cli(['gc-files']), pid, 'gc-files');
        expectRefused(await cli(['remove-demo']), pid, 'remove-demo');
        // Nor does a second server start on the same folder.
        const second = spawnRunner({ ...env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' });
        let secondErr = '';
        second.stderr.setEncoding('utf8').on('data', (chunk: string) => (secondErr += chunk));
        const secondCode = await new Promise<number | null>((resolve) =>
          second.on('exit', resolve),
        );
        expect(secondCode).not.toBe(0);
        expect(secondErr).toContain(`is in use by process ${pid} (server`);
      } finally {
        server.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      // Released on a clean shutdown.
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

      // Nothing the refused commands would have done happened.
      expect(fs.readdirSync(outDir)).toHaveLength(1);
      expect(fs.existsSync(stray)).toBe(true);
      const database = await openDatabase({ engine: 'pglite', dataDir });
      try {
        const emails = await database.db
          .select({ email: users.email })
          .from(users)
          .where(sql`${users.email} like '%@example.com'`)
          .orderBy(users.id);
        expect(emails).toEqual([{ email: 'first@example.com' }, { email: 'second@example.com' }]);
        const [catalogue] = await database.db.select({ n: count() }).from(products);
        expect(catalogue!.n).toBe(0);
      } finally {
        await database.close();
      }

      // The server has stopped: the same commands work.
      const created = await createAdmin('after@example.com');
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/created super admin #\d+ after@example\.com/);
      for (const args of [
        ['migrate'],
        ['remove-demo'],
        ['gc-files'],
        ['backup', '--out', outDir],
      ]) {
        const result = await cli(args);
        expect(result.code, `${args[0]}: ${result.stderr}`).toBe(0);
      }
      expect(fs.existsSync(stray)).toBe(false);
      const restored = await cli(['restore', backupDir, '--force']);
      expect(restored.code, restored.stderr).toBe(0);
      const after = await openDatabase({ engine: 'pglite', dataDir });
      try {
        const emails = await after.db
          .select({ email: users.email })
          .from(users)
          .where(sql`${users.email} like '%@example.com'`);
        expect(emails).toEqual([{ email: 'first@example.com' }]);
      } finally {
        await after.close();
      }
    });
  },
);
