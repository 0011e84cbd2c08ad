import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { ConfigError, loadConfig } from './config/env.ts';
import { openConfiguredDatabase } from './bootstrap.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { FileStorage } from './lib/file-storage.ts';
import {
  createAdmin,
  CreateAdminError,
  describeOutcome,
  type ValidAdminInput,
  validateAdminInput,
} from './modules/access/index.ts';
import { BackupError, createBackup, restoreBackup } from './modules/backups/index.ts';
import { collectFileGarbage } from './modules/files/index.ts';
import { createObjectStorage } from './lib/create-object-storage.ts';
import { sweepPackageUploads } from './modules/packages/index.ts';
import { seedBulkCatalog } from './seed/bulk-catalog.ts';
import { describeRemoval, removeDemoData } from './seed/remove-demo.ts';
import { runSeed } from './seed/run-seed.ts';

const USAGE = `usage: cli.js <command>
  migrate        apply database migrations
  seed [--products <n>]
                 migrate, then load reference and demo data; --products adds n generated
                 products (and a few hundred generated creators) on top
  create-admin --email <email> [--password-stdin] [--tenant <id>] [--super]
                 create an administrator, or promote the account with that email; the
                 password of a new account is read from standard input (--password-stdin)
                 or ADMIN_PASSWORD, never from the command line (the process list shows it)
  gc-files [--grace-hours <n>] [--dry-run]
                 delete stored files (avatars, product images, packages) no row refers to any
                 more that were written more than n hours ago (default 24), and what
                 abandoned package uploads left
  backup [--out <dir>]
                 write the database and stored files to <dir>/space-backup-<time> (default
                 ./backups); on the embedded database, stop the server first
  restore <backup-dir> [--force]
                 load a backup into the configured database and DATA_DIR; --force replaces
                 a database that already holds data
  remove-demo    remove the demo data: the demo accounts (public passwords) and the demo
                 catalogue's creators with their products, articles, orders and follows, and
                 the seed's coupons, membership plans and video tutorials; real accounts keep
                 everything of theirs (decision 051). Then run gc-files for the stored files`;

/** The whole of standard input, without the line break a shell pipe or heredoc adds. */
async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

async function adminOptions(args: string[]) {
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new CreateAdminError(
      '--password is not accepted (the process list would show it): pipe the password with --password-stdin or set ADMIN_PASSWORD',
    );
  }
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      tenant: { type: 'string', default: String(DEFAULT_TENANT_ID) },
      super: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.email) throw new CreateAdminError('--email is required');
  return {
    email: values.email,
    password:
      (values['password-stdin'] ? await readStdin() : process.env.ADMIN_PASSWORD) || undefined,
    tenantId: Number(values.tenant),
    superAdmin: values.super,
  };
}

function garbageOptions(args: string[]): { graceHours: number; dryRun: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      'grace-hours': { type: 'string', default: String(DEFAULT_GRACE_HOURS) },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const graceHours = Number(values['grace-hours']);
  if (!/^\d+(\.\d+)?$/.test(values['grace-hours']) || graceHours < 1) {
    throw new Error('--grace-hours must be a number of hours, at least 1');
  }
  return { graceHours, dryRun: values['dry-run'] };
}

/** Long enough for any upload between storing its file and committing its row. */
const DEFAULT_GRACE_HOURS = 24;

/** The largest --products a run accepts: enough for any benchmark, small enough to finish. */
const MAX_GENERATED_PRODUCTS = 5_000_000;

function seedOptions(args: string[]): { products: number } {
  const { values } = parseArgs({
    args,
    options: { products: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.products === undefined) return { products: 0 };
  const products = Number(values.products);
  if (!/^\d+$/.test(values.products) || products < 1 || products > MAX_GENERATED_PRODUCTS) {
    throw new Error(`--products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}`);
  }
  return { products };
}

/** `backup` and `restore` open the database themselves (decision 038). */
async function backupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: command === 'restore',
  });
  const config = loadConfig();
  if (command === 'backup') {
    const { dir, manifest } = await createBackup(config, path.resolve(values.out ?? 'backups'));
    console.log(
      `backup of the ${manifest.engine} database${manifest.files ? ' and stored files' : ''} written to ${dir}`,
    );
    return 0;
  }
  if (positionals.length !== 1) throw new BackupError('restore needs one backup folder');
  const manifest = await restoreBackup(config, path.resolve(positionals[0]!), {
    force: values.force,
  });
  console.log(`restored the backup of ${manifest.createdAt} (${manifest.engine})`);
  return 0;
}

async function main(command: string | undefined, args: string[]): Promise<number> {
  if (command === 'backup' || command === 'restore') {
    try {
      return await backupCommand(command, args);
    } catch (error) {
      if (!(error instanceof BackupError) && !(error instanceof TypeError)) throw error;
      console.error(error.message);
      return error instanceof TypeError ? 2 : 1;
    }
  }
  if (!['migrate', 'seed', 'create-admin', 'gc-files', 'remove-demo'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  let options: Awaited<ReturnType<typeof adminOptions>> | undefined;
  let seed = { products: 0 };
  let garbage: ReturnType<typeof garbageOptions> | undefined;
  try {
    if (command === 'create-admin') options = await adminOptions(args);
    if (command === 'seed') seed = seedOptions(args);
    if (command === 'remove-demo') parseArgs({ args, options: {}, strict: true });
    if (command === 'gc-files') garbage = garbageOptions(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  // Validate before touching the database, so a weak password changes nothing.
  const admin: ValidAdminInput | undefined = options && (await validateAdminInput(options));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, `cli ${command}`);
  // Images, videos and packages: DATA_DIR/files or the bucket (decisions 027, 044).
  const objectStorage = createObjectStorage(config.dataDir, config.storage);
  try {
    await database.migrate();
    console.log(`migrations applied (${database.engine})`);
    if (command === 'seed') {
      const storage = new FileStorage(objectStorage);
      // Not while an instance starting up seeds the same database (bootstrap.ts).
      const outcome = await database.withStartupLock(() =>
        runSeed(database.db, storage, {
          warn: (message) => console.warn(message),
        }),
      );
      console.log(
        outcome === 'seeded'
          ? 'demo data seeded'
          : 'demo data already present; reference data refreshed',
      );
      if (seed.products > 0) {
        const generated = await seedBulkCatalog(database.db, storage, seed.products);
        console.log(
          `generated ${generated.products} products by ${generated.creators} creators in ${(generated.milliseconds / 1000).toFixed(1)} s`,
        );
      }
    }
    if (admin) console.log(describeOutcome(await createAdmin(database.db, admin)));
    if (command === 'remove-demo') console.log(describeRemoval(await removeDemoData(database.db)));
    if (garbage) {
      // Every stored file, packages included, in whichever store is configured.
      const report = await collectFileGarbage(database.db, new FileStorage(objectStorage), {
        writtenBefore: new Date(Date.now() - garbage.graceHours * 3_600_000),
        dryRun: garbage.dryRun,
      });
      console.log(
        `${garbage.dryRun ? 'would remove' : 'removed'} ${report.removed} of ${report.scanned} ${objectStorage.kind === 's3' ? 'objects in S3' : 'files'} (${report.removedBytes} bytes); ${report.kept} unreferenced files newer than ${garbage.graceHours} h kept`,
      );
      // What abandoned package uploads left (decision 026).
      if (!garbage.dryRun) {
        const swept = await sweepPackageUploads(database.db, config.dataDir, Date.now());
        console.log(
          `removed ${swept.uploads} abandoned package uploads and ${swept.files} temporary files`,
        );
      }
    }
    return 0;
  } finally {
    await objectStorage.close();
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2], process.argv.slice(3));
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof CreateAdminError ||
    error instanceof DataFolderInUseError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
