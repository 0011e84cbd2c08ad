// The render time of each page type decision 060 added to the server's first views: against a
// fresh demo server like the browser tests' (E2E_WEB_DIST or apps/web/dist), the process's first
// render, then each page's first ("cold": its route's code and strings load) and the median of
// 7 more ("warm"). Run: node --import tsx scripts/bench/first-view-pages.mjs. A measurement.
import os from 'node:os';
import globalSetup from '../../e2e/support/global-setup.ts';

const HEADERS = { 'accept-language': 'en-US,en;q=0.9', cookie: 'space-prefs=en.light' };
const stop = await globalSetup();
const base = process.env.E2E_BASE_URL;
const json = async (path) => (await (await fetch(`${base}${path}`)).json()).data;
try {
  const article = (await json('/api/articles?pageSize=1')).list[0];
  const expert = (await json('/api/experts?pageSize=1')).list[0];
  const video = (await json('/api/videos?pageSize=1')).list[0];
  const time = async (page) => {
    const started = performance.now();
    const response = await fetch(`${base}${page}`, { headers: HEADERS });
    const body = await response.text();
    const ms = performance.now() - started;
    const rendered = body.includes('data-first-view>');
    const servedFor = /data-first-view-for="([^"]+)"/.exec(body)?.[1];
    return { ms, rendered, servedFor, status: response.status, body };
  };
  // The process's very first render (the renderer's own start: strings, stores).
  const first = await time('/home');
  console.log(
    `first render in the process (/home): ${first.ms.toFixed(0)} ms, load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const pages = [
    `/article?id=${article?.id}`,
    `/author?id=${expert?.id ?? article?.author?.id}`,
    '/discovery',
    '/expertList',
    '/videoTutorial',
    `/videoPlayer?id=${video?.id}`,
    '/login_AJAZZ',
    '/search?q=icon&lang=zh',
    `/article?id=${article?.id}&lang=ko`,
  ];
  for (const page of pages) {
    const cold = await time(page);
    const warm = [];
    for (let i = 0; i < 7; i++) warm.push((await time(page)).ms);
    warm.sort((a, b) => a - b);
    console.log(
      `${page.padEnd(28)} ${cold.status} ${cold.rendered ? `first view (${cold.servedFor})` : 'PLAIN APP'}  cold ${cold.ms.toFixed(0)} ms  warm median ${warm[3].toFixed(0)} ms (min ${warm[0].toFixed(0)}, max ${warm[6].toFixed(0)})`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stop();
}
