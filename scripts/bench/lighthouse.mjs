// `npm run bench:lighthouse [-- --runs N --desktop --pages home,article]`: Lighthouse's SEO,
// performance, accessibility and best-practices scores of every public page type (issue 27):
// /home, a product, a content list, a search, an author, an article, the video tutorials and a
// video, against a fresh demo server (production build, throwaway data dir) run as users get it:
// NODE_ENV=production (--test-mode: the browser tests' NODE_ENV=test, as before). Ids come from
// the started server's API. Prints the median of each score over the runs
// (mobile unless --desktop), the performance metrics, the audits that failed, and a Markdown
// table for docs/benchmarks.md. A measurement, not a test: it exits 0 whatever the scores.
//
// Lighthouse is the pinned devDependency (12.2.3: 13 wants Node 22) through its Node API, with
// the system Chromium (CHROME_PATH, else /usr/bin/chromium); nothing is downloaded, and every
// request of a run goes to the local server, so it runs offline.
//
// `--cpu-load N` runs N busy processes beside the runs (a slow phone is a contended CPU: the
// blocking time under load is what issue 31 asks to halve) and prints the load average. Each is
// a session of its own, as another user's work is, so that Chromium has to share the CPU with it.
// `--before DIR` also measures an earlier checkout (its own web build and server, its
// node_modules installed) in the same runs, alternating which goes first, so before and after
// share the machine's load: `git worktree add /tmp/before <rev> && (cd /tmp/before && npm ci)`.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer } from '../../e2e/support/global-setup.ts';
import { contentSlug, DEVICE_FAMILIES } from '../../packages/contracts/src/catalog.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.RUNS ?? '3' },
    desktop: { type: 'boolean', default: false },
    // A quicker look while working on one page: --pages home,product (PAGES= works too).
    pages: { type: 'string', default: process.env.PAGES },
    'test-mode': { type: 'boolean', default: false },
    'cpu-load': { type: 'string', default: process.env.CPU_LOAD ?? '0' },
    before: { type: 'string', default: process.env.BEFORE },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['seo', 'performance', 'accessibility', 'best-practices'];
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'space-lighthouse-'));
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Another Chromium on these two cores (the browser tests) skews every timing, so the run waits
 * for Playwright to finish, polling every 30 s for up to 10 minutes, then goes on and says so.
 */
async function waitForPlaywright() {
  const busy = () =>
    spawnSync('pgrep', ['-f', 'playwright'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((pid) => pid && Number(pid) !== process.pid).length > 0;
  const deadline = Date.now() + 10 * 60_000;
  if (!busy()) return;
  console.log('Playwright is running: waiting for it to finish (at most 10 minutes)');
  const since = Date.now();
  while (busy()) {
    if (Date.now() > deadline) {
      console.log('Playwright still running after 10 minutes: measuring anyway (figures skewed)');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  console.log(`Playwright done after ${Math.round((Date.now() - since) / 1000)} s`);
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

/** One page of each public type, its ids taken from the demo catalogue the server seeded. */
async function pagesOf(base) {
  const [products, articles, videos] = await Promise.all([
    json(`${base}/api/products?pageSize=1&sort=popular`),
    json(`${base}/api/articles?pageSize=1`),
    json(`${base}/api/videos?pageSize=1`),
  ]);
  const family = DEVICE_FAMILIES[0];
  const article = articles.list[0];
  return [
    ['home', '/home'],
    ['product', `/product?id=${products.list[0].id}`],
    ['list', `${family.path}/${contentSlug(family.contentTypes[0])}`],
    ['search', '/search?q=icon'],
    ['author', `/author?id=${article.author.id}`],
    ['article', `/article?id=${article.id}`],
    ['videoTutorial', '/videoTutorial'],
    ['videoPlayer', `/videoPlayer?id=${videos.list[0].id}`],
  ];
}

/** One Lighthouse run in a fresh Chromium; a run Lighthouse asks to repeat (a lost trace) is retried. */
async function audit(url, attempts = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      args.desktop ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    if (process.env.KEEP_REPORTS) {
      const name = `${url.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(work, name), result.report);
    }
    return { ...summarize(lhr), chrome: version.Browser };
  } catch (error) {
    if (attempts <= 1 || !/run Lighthouse again/i.test(String(error.message))) throw error;
    return audit(url, attempts - 1);
  } finally {
    await chrome.kill();
  }
}

/** Audits of a category that count and did not pass; "error" ones are listed too (they count as 0). */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.scoreDisplayMode === 'error' || (a.score !== null && a.score < 1))
    .map((a) => ({
      id: a.id,
      title: a.title,
      detail: a.errorMessage ?? a.explanation ?? itemsOf(a),
    }));
}

/** What a failed audit points at (its first few items), so the report can say where to look. */
function itemsOf(auditResult) {
  const items = auditResult.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) =>
      item.issueType
        ? `${item.issueType}: ${item.subItems?.items?.[0]?.url ?? ''}`
        : (item.node?.snippet ?? item.url ?? item.source?.url ?? item.href ?? item.text),
    )
    .filter(Boolean)
    .join(' | ');
}

function summarize(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpNode =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
    ),
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, failing(lhr, c)])),
    fcp: metric('first-contentful-paint'),
    si: metric('speed-index'),
    lcp: metric('largest-contentful-paint'),
    // Lighthouse 12.2.3 finds no LCP element in the traces of recent Chromium builds.
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet ?? 'not found',
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

/** Each failing audit once, with in how many of the runs it failed. */
function failuresOf(runs, category) {
  const byId = new Map();
  for (const run of runs) {
    for (const f of run.failing[category]) {
      const seen = byId.get(f.id) ?? { ...f, count: 0 };
      seen.count++;
      byId.set(f.id, seen);
    }
  }
  return [...byId.values()];
}

/** The web app of the checkout at `tree`, built into the run's folder. */
function buildWeb(tree, name) {
  const dist = path.join(work, name);
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@space/web', '--', '--outDir', dist, '--emptyOutDir'],
    { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  return dist;
}

/**
 * What production needs to start (decision 054), pointed at this machine: the server must know
 * its own address for canonical links, and no mail is sent during a run. The demo data is
 * seeded as on a first `npm start`, so the pages have something to show.
 */
async function productionEnv() {
  const port = await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    REDEEM_CODE_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_ON_EMPTY: 'true',
    DEV_MAILBOX: 'false',
  };
}

/**
 * A server of the checkout at `tree` on a fresh demo database, serving `webDist`. Production
 * mode unless --test-mode (or the caller's E2E_SERVER_ENV says otherwise).
 */
async function serve(tree, webDist) {
  process.env.E2E_WEB_DIST = webDist;
  if (!args['test-mode'] && !callerServerEnv) {
    process.env.E2E_SERVER_ENV = JSON.stringify(await productionEnv());
  }
  const stop = await startServer(tree);
  return { stop, base: process.env.E2E_BASE_URL };
}

/**
 * N processes that keep a core busy each until killed. Each leads its own session, as another
 * user's work would: Linux's scheduler shares the CPU fairly between sessions (autogroups) first,
 * and chrome-launcher starts Chromium in a session of its own, so busy processes in this
 * script's session would only slow this script and the servers, never the browser.
 */
function startCpuLoad(count) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
  );
  // A detached child outlives a parent that dies, so it is killed on any exit.
  process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  return children;
}

const callerServerEnv = process.env.E2E_SERVER_ENV;
const mode =
  JSON.parse(callerServerEnv ?? '{}').NODE_ENV ?? (args['test-mode'] ? 'test' : 'production');
const cpuLoad = Math.max(0, Number(args['cpu-load']) || 0);
const started = Date.now();
const stops = [];
let busy = [];
try {
  const builds = [['', root, process.env.E2E_WEB_DIST ?? buildWeb(root, 'dist')]];
  if (args.before) {
    const tree = path.resolve(args.before);
    builds.unshift(['before', tree, buildWeb(tree, 'dist-before')]);
    builds[1][0] = 'after';
  }
  const only = args.pages?.split(',');
  const servers = [];
  for (const [label, tree, dist] of builds) {
    const { stop, base } = await serve(tree, dist);
    stops.push(stop);
    const pages = (await pagesOf(base)).filter(([name]) => !only || only.includes(name));
    servers.push({ label, base, pages });
  }
  await waitForPlaywright();
  busy = startCpuLoad(cpuLoad);
  console.log(
    `Lighthouse ${lighthouseVersion}, ${args.desktop ? 'desktop' : 'mobile'}, median of ${RUNS}, server NODE_ENV=${mode}${
      cpuLoad ? `, ${cpuLoad} busy processes beside the runs` : ''
    }${args.before ? `, before = ${path.resolve(args.before)}` : ''}`,
  );
  console.log(`load average before: ${load()}`);
  const rows = [];
  let chrome = '?';
  for (let index = 0; index < servers[0].pages.length; index++) {
    const runsOf = servers.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // Alternating which build goes first, so neither always meets the machine as it was left.
      const order = servers.map((_, i) => i);
      if (run % 2 === 1) order.reverse();
      for (const i of order) {
        const page = servers[i].pages[index][1];
        // One page Lighthouse cannot measure should not cost the others' figures.
        try {
          runsOf[i].push(await audit(`${servers[i].base}${page}`));
        } catch (error) {
          console.log(`${page.padEnd(24)} run ${run + 1} failed: ${error.message}`);
        }
      }
    }
    servers.forEach((server, i) => {
      const runs = runsOf[i];
      if (runs.length === 0) return;
      chrome = runs[0].chrome;
      const [name, page] = server.pages[index];
      const label = server.label ? `${server.label} ${page}` : page;
      const row = report(label, runs);
      rows.push({ name, page: label, ...row });
    });
  }
  console.log(`load average after: ${load()}`);
  console.log(`${chrome}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  console.log(
    '\n| page | SEO | performance (runs) | accessibility | best practices | LCP | TBT (runs) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, scores, runs, pick } of rows) {
    console.log(
      `| \`${page}\` | ${scores.seo} | ${scores.performance} (${runs
        .map((r) => r.scores.performance)
        .join(', ')}) | ${scores.accessibility} | ${scores['best-practices']} | ${Math.round(
        pick((r) => r.lcp),
      ).toLocaleString('en')} ms | ${Math.round(pick((r) => r.tbt)).toLocaleString('en')} ms (${runs
        .map((r) => Math.round(r.tbt))
        .join(', ')}) |`,
    );
  }
} finally {
  for (const child of busy) child.kill('SIGKILL');
  // A server that never became healthy has nothing to stop, but the build is still removed.
  for (const stop of stops) await stop();
  // KEEP_REPORTS=1 leaves the JSON reports to open in the Lighthouse viewer.
  if (process.env.KEEP_REPORTS) console.log(`reports kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

/** Prints one page's medians and failing audits; returns them for the table. */
function report(label, runs) {
  const pick = (read) => median(runs.map(read));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])]));
  console.log(
    `${label.padEnd(24)} SEO ${scores.seo}  performance ${scores.performance} (runs ${runs
      .map((r) => r.scores.performance)
      .join(', ')})  accessibility ${scores.accessibility}  best practices ${
      scores['best-practices']
    }`,
  );
  console.log(
    `${''.padEnd(24)} FCP ${Math.round(pick((r) => r.fcp))} ms  SI ${Math.round(
      pick((r) => r.si),
    )} ms  LCP ${Math.round(pick((r) => r.lcp))} ms  CLS ${pick((r) => r.cls).toFixed(
      3,
    )}  TBT ${Math.round(pick((r) => r.tbt))} ms (runs ${runs
      .map((r) => Math.round(r.tbt))
      .join(', ')})  LCP element: ${runs[0].lcpElement}`,
  );
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const f of failuresOf(runs, category)) {
      console.log(
        `${''.padEnd(24)} ${category} ✗ ${f.id} (${f.count}/${runs.length}): ${f.title}${
          f.detail ? ` — ${f.detail}` : ''
        }`,
      );
    }
  }
  return { scores, runs, pick };
}
