// `npm run bench:lighthouse`: Lighthouse (mobile, performance) on /home, a product page and a
// search, RUNS times each (default 3), against a fresh demo server like the browser tests'.
// Prints the median score and its LCP, CLS and TBT per page, and the machine's load: it is a
// measurement, not a test. Lighthouse 13 needs Node 22, so version 12 runs through `npm exec`,
// pinned, and is fetched once into npm's cache rather than installed with the project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from '../../e2e/support/global-setup.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'space-lighthouse-'));

if (!process.env.E2E_WEB_DIST) {
  const dist = path.join(work, 'dist');
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@space/web', '--', '--outDir', dist, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.env.E2E_WEB_DIST = dist;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run; a run Lighthouse itself asks to repeat (a lost trace) is tried again. */
function audit(url, run, attempts = 3) {
  try {
    return auditOnce(url, run);
  } catch (error) {
    if (attempts <= 1 || !/run Lighthouse again/i.test(String(error.message))) throw error;
    return audit(url, run, attempts - 1);
  }
}

function auditOnce(url, run) {
  const output = path.join(work, `report-${url.replace(/\W+/g, '_')}-${run}.json`);
  const result = spawnSync(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE}`,
      '--',
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      cwd: work,
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`lighthouse failed on ${url}: ${String(result.stderr).trim()}`);
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  const lcpNode =
    report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    si: metric('speed-index'),
    lcp: metric('largest-contentful-paint'),
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet ?? '?',
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

const stop = await globalSetup();
try {
  const base = process.env.E2E_BASE_URL;
  const popular = await (await fetch(`${base}/api/products?pageSize=1&sort=popular`)).json();
  // PAGES=home,search measures some of them (a quicker look while working on one page).
  const only = process.env.PAGES?.split(',');
  const pages = ['/home', `/product?id=${popular.data.list[0].id}`, '/search?q=icon'].filter(
    (page) => !only || only.some((name) => page.startsWith(`/${name}`)),
  );
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, median of ${RUNS}`);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, (_, run) => audit(`${base}${page}`, run));
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${page.padEnd(24)} score ${String(pick('score')).padStart(3)} (runs ${runs
        .map((r) => r.score)
        .join(
          ', ',
        )})  FCP ${Math.round(pick('fcp'))} ms  SI ${Math.round(pick('si'))} ms  LCP ${Math.round(
        pick('lcp'),
      )} ms  CLS ${pick('cls').toFixed(3)}  TBT ${Math.round(pick('tbt'))} ms`,
    );
    console.log(`${''.padEnd(24)} LCP element: ${runs[0].lcpElement}`);
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stop();
  // KEEP_REPORTS=1 leaves the JSON reports to open in the Lighthouse viewer.
  if (process.env.KEEP_REPORTS) console.log(`reports kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
