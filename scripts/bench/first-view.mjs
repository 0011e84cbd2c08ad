// `npm run bench:first-view`: what rendering first views on the server (decision 046) costs.
// Against a fresh demo server like the browser tests' (production build, its renderer beside
// it), each page is asked for alone (median of 9 sequential requests) and then by autocannon at
// 1, 4 and 16 connections (CONNECTIONS=1,4,16); /account, a page served as the plain app, is the
// baseline. Under load it counts the answers that were first views (they vary on the cookie; a
// page served as the plain app does not). Prints figures; it is a measurement, not a test.
import os from 'node:os';
import autocannon from 'autocannon';
import globalSetup from '../../e2e/support/global-setup.ts';

const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 8);
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,4,16').split(',').map(Number);
const HEADERS = { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function alone(url) {
  const times = [];
  let firstView = false;
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: HEADERS });
    const body = await response.text();
    times.push(performance.now() - started);
    firstView = body.includes('data-first-view>');
  }
  return { ms: median(times), firstView };
}

async function load(url, connections) {
  let firstViews = 0;
  const onResponse = (status, body, context, headers) => {
    if (/cookie/.test(headers.vary ?? '')) firstViews++;
  };
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: HEADERS,
    requests: [{ method: 'GET', onResponse }],
  });
  return { ...result, firstViews };
}

const stop = await globalSetup();
try {
  const base = process.env.E2E_BASE_URL;
  const popular = await (await fetch(`${base}/api/products?pageSize=1&sort=popular`)).json();
  const pages = ['/account', '/home', `/product?id=${popular.data.list[0].id}`, '/search?q=icon'];
  const loadavg = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
  console.log(
    `first views: alone (median of 9), then ${SECONDS} s at ${CONNECTIONS.join(', ')} connections`,
  );
  console.log(`load average before: ${loadavg()}`);
  for (const page of pages) {
    const single = await alone(`${base}${page}`);
    const results = [];
    for (const connections of CONNECTIONS) results.push(await load(`${base}${page}`, connections));
    const figures = results
      .map((r, i) => {
        const share = r.requests.total ? Math.round((100 * r.firstViews) / r.requests.total) : 0;
        return `${CONNECTIONS[i]} conn ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, ${share}% first views (${r.non2xx} non-2xx)`;
      })
      .join('\n    ');
    console.log(
      `${page.padEnd(18)} ${single.firstView ? 'first view' : 'plain app '}  alone ${single.ms.toFixed(1)} ms\n    ${figures}`,
    );
  }
  console.log(`load average after: ${loadavg()}`);
} finally {
  await stop();
}
