// `npm test`: every suite in turn, each writing a JSON report under reports/,
// then one closing line `N passed, N failed, N skipped` summed over all suites.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarise } from './ci/summarise.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
// The build under test goes to a folder of its own, never apps/web/dist or apps/server/dist:
// a running `npm start` keeps serving its pages (and their hashed chunks) through `npm test`.
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-test-build-'));
const webDist = path.join(buildDir, 'web');
// The server bundle must sit under apps/server to find its migrations and node_modules; a
// folder of its own inside dist leaves what `npm start` runs alone.
const serverBuild = path.join(root, 'apps', 'server', 'dist', 'test-build');
// CI installs the current LTS line (decision 039): the PGlite server suite and a smoke start
// run on it, the PostgreSQL suite and everything else on the Node that runs this (22 in CI, 055).
const node24 =
  process.env.NODE24_BIN && fs.existsSync(process.env.NODE24_BIN) ? process.env.NODE24_BIN : null;
const vitestEntry = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const vitest = (project, report, node = process.execPath) => [
  node,
  [
    vitestEntry,
    'run',
    '--root',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, report)}`,
  ],
];

const suites = [
  {
    name: 'contracts',
    report: 'contracts.json',
    kind: 'vitest',
    cmd: vitest('packages/contracts', 'contracts.json'),
  },
  { name: 'web', report: 'web.json', kind: 'vitest', cmd: vitest('apps/web', 'web.json') },
  {
    name: node24 ? 'server-pglite (Node 24)' : 'server-pglite',
    report: 'server-pglite.json',
    kind: 'vitest',
    cmd: vitest('apps/server', 'server-pglite.json', node24 ?? process.execPath),
    env: { TEST_DB_ENGINE: 'pglite' },
  },
  {
    name: 'server-postgres',
    report: 'server-postgres.json',
    kind: 'vitest',
    cmd: vitest('apps/server', 'server-postgres.json'),
    env: { TEST_DB_ENGINE: 'postgres' },
    skipUnless: process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set',
  },
  // The running server against its own OpenAPI document, through Prism (decision 054): one
  // test per documented operation, skipped ones counted as skipped.
  {
    name: 'api-contract',
    report: 'api-contract.json',
    kind: 'contract',
    cmd: [process.execPath, ['scripts/contract/run.mjs', path.join(reports, 'api-contract.json')]],
  },
  {
    name: 'build',
    kind: 'step',
    cmds: [
      ['npm', ['run', 'build', '-w', '@space/web', '--', '--outDir', webDist, '--emptyOutDir']],
      ['npm', ['run', 'build', '-w', '@space/server', '--', serverBuild]],
    ],
  },
  {
    name: 'smoke-node24',
    kind: 'smoke',
    cmd: [node24, ['scripts/ci/smoke-start.mjs', path.join(serverBuild, 'server.js'), webDist]],
    skipUnless: node24 ? null : 'NODE24_BIN is not set',
  },
  {
    name: 'e2e',
    report: 'e2e.json',
    kind: 'playwright',
    cmd: ['npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']],
    env: { E2E_WEB_DIST: webDist },
  },
];

const wanted = (suite) =>
  !only.length ||
  only.some((name) => suite.name.startsWith(name)) ||
  (suite.name === 'build' && (only.includes('e2e') || only.includes('smoke-node24')));

/**
 * The build runs beside the unit and server suites (it is mostly one core of bundling while
 * the tests wait on the database), its output kept in a log printed when e2e needs it.
 */
function startBuild(suite) {
  const log = path.join(reports, 'build.log');
  const done = suite.cmds.reduce(
    (previous, [command, args]) =>
      previous.then((ok) => {
        if (!ok) return false;
        return new Promise((resolve) => {
          const out = fs.openSync(log, 'a');
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out] });
          child.on('close', (code) => {
            fs.closeSync(out);
            resolve(code === 0);
          });
        });
      }),
    Promise.resolve(true),
  );
  return done.then((ok) => ({ ok, log }));
}
const buildSuite = suites.find((suite) => suite.name === 'build');
const pendingBuild = wanted(buildSuite) ? startBuild(buildSuite) : null;

const results = [];
let buildFailed = false;
for (const suite of suites) {
  if (!wanted(suite)) continue;
  if (suite.skipUnless) {
    console.log(`\n— ${suite.name}: skipped (${suite.skipUnless})`);
    continue;
  }
  if ((suite.kind === 'playwright' || suite.kind === 'smoke') && buildFailed) {
    results.push({ name: suite.name, passed: 0, failed: 1, skipped: 0, note: 'build failed' });
    continue;
  }
  console.log(`\n— ${suite.name}`);
  const runOne = ([command, args]) =>
    spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    });
  if (suite.kind === 'step') {
    const build = await pendingBuild;
    process.stdout.write(fs.readFileSync(build.log, 'utf8'));
    if (!build.ok) buildFailed = true;
    continue;
  }
  const run = runOne(suite.cmd);
  if (suite.kind === 'smoke') {
    results.push({
      name: suite.name,
      passed: run.status === 0 ? 1 : 0,
      failed: run.status === 0 ? 0 : 1,
      skipped: 0,
    });
    continue;
  }
  results.push({
    name: suite.name,
    ...summarise(suite.kind, path.join(reports, suite.report), run.status),
  });
}

// CI keeps pictures of the main pages (reports/screenshots) as an artefact to look at; they
// prove nothing by themselves, so they count neither as passed nor as failed.
if (process.env.CI && !buildFailed && results.some((r) => r.name === 'e2e')) {
  console.log('\n— screenshots');
  spawnSync('node', ['--import', 'tsx', 'scripts/screenshots-all.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_WEB_DIST: webDist },
  });
}

console.log('');
for (const r of results) {
  for (const name of r.failures ?? []) console.log(`FAILED ${r.name}: ${name}`);
}
for (const r of results) {
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
fs.rmSync(buildDir, { recursive: true, force: true });
fs.rmSync(serverBuild, { recursive: true, force: true });
process.exitCode = total.failed > 0 || buildFailed ? 1 : 0;
