import fs from 'node:fs';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  makeTempDir,
  runCli,
  TEST_ENGINE,
} from '../support/helper.ts';

const PASSWORD = 'Adm1nistrator!';

/**
 * A run is about a second of node start and, for the ones that reach the database, well under a
 * second on the copied template; the whole file takes about 15 s alone on 2 cores. The limit
 * per test leaves room for a machine many times busier.
 */
const TEST_TIMEOUT_MS = 60_000;

/**
 * `cli.ts create-admin` as an operator runs it, in a child process against a
 * data directory (PGlite) or database (PostgreSQL) of its own; the rows are
 * checked by reopening the database after the process exits.
 */
describe('cli create-admin', { timeout: TEST_TIMEOUT_MS }, async () => {
  const dataDir = makeTempDir('space-cli-');
  if (TEST_ENGINE === 'pglite') copyPgliteTemplate(dataDir);
  const postgres = TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : null;
  afterAll(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function open(): Promise<DatabaseHandle> {
    return postgres
      ? openDatabase({ engine: 'postgres', url: postgres.url })
      : openDatabase({ engine: 'pglite', dataDir });
  }

  /** Runs a query with the database open only meanwhile: PGlite allows one process at a time. */
  async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await open();
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  }

  /** The CLI with `password` piped to --password-stdin, as the README shows. */
  function run(args: string[], password?: string) {
    return runCli(
      password === undefined ? args : [...args, '--password-stdin'],
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      password === undefined ? '' : `${password}\n`,
    );
  }

  async function usersWithEmail(email: string) {
    return withDatabase(({ db }) =>
      db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .orderBy(users.id),
    );
  }

  it('creates an administrator with an argon2id password', async () => {
    const result = await run(['create-admin', '--email', 'Boss@Example.com'], PASSWORD);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /created admin #\d+ boss@example\.com \(username boss\) in tenant 10000000 \(default\)/,
    );
    const [row] = await usersWithEmail('boss@example.com');
    expect(row).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      email: 'boss@example.com',
      username: 'boss',
      role: 'admin',
      isSuperAdmin: false,
      status: 'active',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
  });

  it('promotes an existing account to super admin, keeping its password', async () => {
    await withDatabase(async ({ db }) => {
      await ensureReferenceData(db);
      await db.insert(users).values({
        tenantId: 10000005,
        username: 'member',
        email: 'member@example.com',
        nickName: 'Member',
        passwordHash: 'kept-hash',
      });
    });
    const result = await run([
      'create-admin',
      '--email',
      'member@example.com',
      '--tenant',
      '10000005',
      '--super',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /promoted #\d+ member@example\.com in tenant 10000005 \(darkFlash\) to super admin; password unchanged/,
    );
    const rows = await usersWithEmail('member@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', isSuperAdmin: true, passwordHash: 'kept-hash' });
  });

  it.each([
    [['--email', 'weak@example.com'], 'short1', 1, 'Password must be 8-20 characters.'],
    [
      ['--email', 'weak@example.com'],
      'lettersonly',
      1,
      'Password must combine letters and numbers',
    ],
    [
      ['--email', 'weak@example.com'],
      undefined,
      1,
      'a password is required to create a new account',
    ],
    [['--email', 'weak@example.com'], '', 1, 'a password is required to create a new account'],
    [['--email', 'not-an-email'], PASSWORD, 1, '--email: Please enter a valid email address.'],
    [['--email', 'weak@example.com', '--tenant', '42'], PASSWORD, 1, '--tenant: Invalid value.'],
    [[], PASSWORD, 2, '--email is required'],
    [['--email', 'weak@example.com', '--bogus'], undefined, 2, 'usage: cli.js'],
    [
      ['--email', 'weak@example.com', '--password', PASSWORD],
      undefined,
      2,
      '--password is not accepted (the process list would show it)',
    ],
    [
      ['--email', 'weak@example.com', `--password=${PASSWORD}`],
      undefined,
      2,
      '--password is not accepted',
    ],
  ])(
    'refuses %j with password %j (exit %i) and changes nothing',
    async (args, password, exitCode, message) => {
      const result = await run(['create-admin', ...args], password);
      expect(result.code).toBe(exitCode);
      expect(result.stderr).toContain(message);
      expect(await usersWithEmail('weak@example.com')).toEqual([]);
    },
  );

  it('keeps brands apart: the same email in another tenant is another administrator', async () => {
    const result = await run(
      ['create-admin', '--email', 'boss@example.com', '--tenant', '10000001'],
      PASSWORD,
    );
    expect(result.code, result.stderr).toBe(0);
    const rows = await usersWithEmail('boss@example.com');
    expect(rows.map((row) => row.tenantId)).toEqual([DEFAULT_TENANT_ID, 10000001]);
    const [seed] = await withDatabase(({ db }) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin')),
    );
    expect(seed!.n).toBe(3);
  });

  it('reads the password from ADMIN_PASSWORD when not piped', async () => {
    const result = await runCli(['create-admin', '--email', 'env@example.com'], {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: PASSWORD,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    expect(result.code, result.stderr).toBe(0);
    const [row] = await usersWithEmail('env@example.com');
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
  });
});
