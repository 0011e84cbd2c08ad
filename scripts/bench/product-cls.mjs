// Layout shift and the largest paint of a cold /product load, in headless Chromium.
// Usage: node scripts/bench/product-cls.mjs [base URL] [product id]
//   (defaults: http://127.0.0.1:3000 and the first product the API lists; RUNS=5).
// Each run opens a fresh context (no cache), at a desktop (1440×900) and a phone (390×844,
// CPU slowed 4× and a fast-3G-like network, as Lighthouse's mobile profile does), and reads:
// - CLS: the largest session window of layout-shift entries (the Web Vitals definition);
// - LCP: when the largest paint happened, and what it was;
// - when the API call and the LCP image were requested, next to when the route's chunk had
//   loaded
//   (issue 14: the LCP image must not wait for HTML → chunks → API → image).
// Times are from the navigation's start, in ms.
// Prints medians; it is not a test.
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS ?? 5);

async function firstProductId() {
  const response = await fetch(`${base}/api/products?pageSize=1&sort=popular`);
  const body = await response.json();
  return body.data.list[0].id;
}
const id = Number(process.argv[3] ?? (await firstProductId()));

const PROFILES = [
  { name: 'desktop 1440', viewport: { width: 1440, height: 900 }, cpu: 1, network: null },
  {
    name: 'phone 390',
    viewport: { width: 390, height: 844 },
    cpu: 4,
    // Roughly Lighthouse's simulated slow 4G: 150 ms RTT, 1.6 Mbit/s down.
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 },
  },
];

/** Installed before any script of the page: collects shifts and paints as they happen. */
function observe() {
  const shifts = [];
  const paints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) {
        shifts.push({
          value: entry.value,
          time: entry.startTime,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!node || node.nodeType !== 1) return String(node?.nodeName ?? '?');
            const el = node;
            const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
            return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
          }),
        });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      paints.push({
        time: entry.startTime,
        size: entry.size,
        url: entry.url,
        what: el
          ? `${el.tagName.toLowerCase()}${entry.url ? ` ${entry.url.split('/').pop()}` : ''}`
          : '?',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  globalThis.__vitals = { shifts, paints };
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
function sessionCls(shifts) {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0;
      start = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
console.log(`/product?id=${id} on ${base}, ${runs} cold loads per profile\n`);
for (const profile of PROFILES) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: profile.viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.addInitScript(observe);
    const requested = new Map();
    const finished = new Map();
    const t0 = Date.now();
    page.on('request', (request) => {
      const url = request.url();
      if (!requested.has(url)) requested.set(url, Date.now() - t0);
    });
    page.on('requestfinished', (request) => {
      const url = request.url();
      if (!finished.has(url)) finished.set(url, Date.now() - t0);
    });
    await page.goto(`${base}/product?id=${id}`);
    // The product's name is in, then the network settles (images, lazy rows), then a pause
    // for late shifts.
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const vitals = await page.evaluate(() => globalThis.__vitals);
    const lcp = vitals.paints.at(-1);
    const lcpRequest = lcp?.url ? requested.get(lcp.url) : undefined;
    const routeChunk = [...finished].find(([url]) => /product-page-[^/]*\.js$/.test(url));
    const apiRequest = [...requested].find(([url]) => url.includes(`/api/products/${id}`));
    results.push({
      cls: sessionCls(vitals.shifts),
      shifts: vitals.shifts,
      lcp: lcp?.time ?? NaN,
      lcpWhat: lcp?.what ?? '?',
      lcpImageAt: lcpRequest ?? NaN,
      apiAt: apiRequest?.[1] ?? NaN,
      routeChunkDone: routeChunk?.[1] ?? NaN,
    });
    await context.close();
  }
  const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
  console.log(`${profile.name}`);
  console.log(
    `  CLS (median / worst)           ${median(results.map((r) => r.cls)).toFixed(4)} / ${worst.cls.toFixed(4)}`,
  );
  console.log(
    `  LCP median                     ${Math.round(median(results.map((r) => r.lcp)))} ms (${results[0].lcpWhat})`,
  );
  console.log(
    `  API request sent at (median)   ${Math.round(median(results.map((r) => r.apiAt)))} ms`,
  );
  console.log(
    `  LCP image requested at (median) ${Math.round(median(results.map((r) => r.lcpImageAt)))} ms`,
  );
  console.log(
    `  route chunk loaded at (median) ${Math.round(median(results.map((r) => r.routeChunkDone)))} ms`,
  );
  if (worst.shifts.length > 0) {
    console.log('  shifts of the worst run:');
    for (const shift of worst.shifts) {
      console.log(
        `    ${shift.time.toFixed(0).padStart(6)} ms  ${shift.value.toFixed(4)}  ${shift.sources.join(', ')}`,
      );
    }
  }
  console.log('');
}
await browser.close();
