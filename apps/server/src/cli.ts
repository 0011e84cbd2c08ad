import { parseArgs } from 'node:util';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { ConfigError, loadConfig } from './config/env.ts';
import { openConfiguredDatabase } from './bootstrap.ts';
import { FileStorage } from './lib/file-storage.ts';
import {
  createAdmin,
  CreateAdminError,
  describeOutcome,
  validateAdminInput,
  type ValidAdminInput,
} from './modules/admin/create-admin.ts';
import { runSeed } from './seed/run-seed.ts';

const USAGE = `usage: cli.js <command>
  migrate        apply database migrations
  seed           migrate, then load reference and demo data
  create-admin --email <email> [--password <password>] [--tenant <id>] [--super]
                 create an administrator, or promote the account with that email
                 (--password is required to create; optional when promoting)`;

function adminOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      tenant: { type: 'string', default: String(DEFAULT_TENANT_ID) },
      super: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.email) throw new CreateAdminError('--email is required');
  return {
    email: values.email,
    password: values.password,
    tenantId: Number(values.tenant),
    superAdmin: values.super,
  };
}

async function main(command: string | undefined, args: string[]): Promise<number> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'create-admin') {
    console.error(USAGE);
    return 2;
  }
  let options: ReturnType<typeof adminOptions> | undefined;
  try {
    if (command === 'create-admin') options = adminOptions(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  // Validate before touching the database, so a weak password changes nothing.
  const admin: ValidAdminInput | undefined = options && (await validateAdminInput(options));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`migrations applied (${database.engine})`);
    if (command === 'seed') {
      const outcome = await runSeed(database.db, FileStorage.forDataDir(config.dataDir));
      console.log(
        outcome === 'seeded'
          ? 'demo data seeded'
          : 'demo data already present; reference data refreshed',
      );
    }
    if (admin) console.log(describeOutcome(await createAdmin(database.db, admin)));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2], process.argv.slice(3));
} catch (error) {
  const known = error instanceof ConfigError || error instanceof CreateAdminError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
