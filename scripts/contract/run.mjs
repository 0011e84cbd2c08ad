// The API contract check (decision 054): a fresh server with the demo data, Prism's proxy
// (an off-the-shelf OpenAPI validator) in front of it, and one or more requests for every
// operation of the server's own OpenAPI document, as a visitor or as the demo account the
// route is for. Prism validates each request and each answer (status, content type, body)
// against the document; any answer that disagrees is a mismatch. Prints the routes, requests,
// skips and mismatches, writes a vitest-shaped report (one test per operation) for
// scripts/test-all.mjs, and exits 1 on any mismatch.
//   node scripts/contract/run.mjs [report.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sampleOf } from './sample.mjs';
import { plan } from './plan.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const reportFile = process.argv[2];
const CAPTCHA = 'Kx7Pa';
const started = Date.now();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = [];
function start(command, args, env, logFile) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', out, out] });
  children.push(child);
  return child;
}
async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

async function waitFor(url, deadline, what) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer within the time allowed`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'space-contract-'));
const serverPort = await freePort();
const proxyPort = await freePort();
const server = `http://127.0.0.1:${serverPort}`;
const proxy = `http://127.0.0.1:${proxyPort}`;

const results = [];
let exitCode = 1;
try {
  // Development mode: the demo catalogue and accounts (the README's "Try it"), the dev
  // mailbox, the WeChat and payment sandboxes, on a fresh embedded database.
  start(
    process.execPath,
    ['--import', 'tsx', 'scripts/contract/server.ts'],
    {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST_DIR: path.join(work, 'no-web-build'),
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      CONTRACT_CAPTCHA: CAPTCHA,
      // Per-address limits would turn a burst from one address into 429s the check is not about.
      TRUST_PROXY: 'true',
    },
    path.join(work, 'server.log'),
  );
  await waitFor(`${server}/api/health/ready`, Date.now() + 240_000, 'the server');
  const ready = Date.now();
  const documentAnswer = await fetch(`${server}/api/docs/json`);
  if (!documentAnswer.ok) throw new Error(`GET /api/docs/json answered ${documentAnswer.status}`);
  const documentText = await documentAnswer.text();
  const document = JSON.parse(documentText);
  const documentFile = path.join(work, 'openapi.json');
  fs.writeFileSync(documentFile, documentText);

  start(
    path.join(root, 'node_modules', '.bin', 'prism'),
    [
      'proxy',
      documentFile,
      server,
      '--host',
      '127.0.0.1',
      '--port',
      String(proxyPort),
      '--errors',
      'false',
    ],
    { PATH: process.env.PATH ?? '' },
    path.join(work, 'prism.log'),
  );
  await waitFor(`${proxy}/api/health/live`, Date.now() + 60_000, 'the Prism proxy');

  let requests = 0;
  let address = 0;
  /** One request through the proxy; answers the status, body and Prism's violations. */
  async function send({ method, url, token, body, headers = {} }) {
    requests += 1;
    address += 1;
    const response = await fetch(`${proxy}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        'user-agent': 'space-contract-check',
        // A fresh client address per request keeps per-address limits out of the way.
        'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}`,
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]');
    return { status: response.status, json, violations };
  }

  async function login(account, password, tenantId) {
    const captcha = await send({ method: 'GET', url: '/api/auth/captcha' });
    const answer = await send({
      method: 'POST',
      url: '/api/auth/login',
      body: {
        tenantId,
        account,
        password,
        captchaId: captcha.json.data.captchaId,
        captcha: CAPTCHA,
      },
    });
    if (answer.status !== 200) throw new Error(`cannot sign in as ${account}: ${answer.status}`);
    return answer.json.data.token;
  }

  const context = await plan({ send, login, document });
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
  );
  const ordered = context.order(operations);
  let mismatches = 0;
  let skipped = 0;
  for (const { template, method, operation } of ordered) {
    const name = `${method.toUpperCase()} ${template}`;
    const skip = context.skip(name);
    if (skip) {
      skipped += 1;
      results.push({ name, status: 'skipped', reason: skip });
      continue;
    }
    const calls = await context.callsFor(name, operation, sampleOf);
    const problems = [];
    const statuses = [];
    for (const call of calls) {
      const { status, violations } = await send(call);
      statuses.push(status);
      for (const violation of violations) {
        // Only answers count: requests are ours, some deliberately wrong (a missing id).
        if (
          violation.location?.[0] === 'response' ||
          (violation.severity === 'Error' && violation.location?.[0] !== 'request')
        ) {
          problems.push(`${status} ${violation.location.join('.')}: ${violation.message}`);
        }
        if (violation.message === 'Selected route not found') {
          problems.push(`${status}: the document has no route for ${call.url}`);
        }
      }
    }
    mismatches += problems.length;
    results.push({
      name,
      status: problems.length ? 'failed' : 'passed',
      statuses,
      problems,
    });
  }

  if (process.env.CONTRACT_VERBOSE) {
    for (const result of results)
      console.log(`${result.name}: ${result.statuses?.join(' ') ?? result.status}`);
  }
  const routes = ordered.length;
  const checked = results.filter((result) => result.status !== 'skipped');
  for (const result of results) {
    if (result.status === 'failed') {
      console.log(`MISMATCH ${result.name}\n  ${result.problems.join('\n  ')}`);
    }
    if (result.status === 'skipped') console.log(`skipped ${result.name}: ${result.reason}`);
  }
  const statusCounts = {};
  for (const result of checked) {
    for (const status of result.statuses) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  }
  console.log(
    `contract: ${routes} documented operations, ${checked.length} checked, ${skipped} skipped; ` +
      `${requests} requests (${Object.entries(statusCounts)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')}); mismatches: ${mismatches}; ` +
      `server ready in ${Math.round((ready - started) / 1000)} s, checked in ${Math.round((Date.now() - ready) / 1000)} s`,
  );
  exitCode = mismatches === 0 ? 0 : 1;
} catch (error) {
  console.error(`contract check failed: ${error.stack ?? error}`);
  for (const log of ['server.log', 'prism.log']) {
    const file = path.join(work, log);
    if (fs.existsSync(file)) {
      console.error(`--- last lines of ${log}`);
      console.error(fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n'));
    }
  }
  results.push({ name: 'contract check', status: 'failed', problems: [String(error.message)] });
} finally {
  await stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}

if (reportFile) {
  const count = (status) => results.filter((result) => result.status === status).length;
  fs.writeFileSync(
    reportFile,
    JSON.stringify({
      numPassedTests: count('passed'),
      numFailedTests: count('failed'),
      numPendingTests: count('skipped'),
      numFailedTestSuites: count('failed') > 0 ? 1 : 0,
      testResults: [
        {
          name: 'scripts/contract/run.mjs',
          status: count('failed') > 0 ? 'failed' : 'passed',
          assertionResults: results.map((result) => ({
            fullName: result.name,
            status: result.status === 'skipped' ? 'pending' : result.status,
            failureMessages: result.problems ?? [],
          })),
        },
      ],
    }),
  );
}
process.exit(exitCode);
