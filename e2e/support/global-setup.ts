import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './accounts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, deadline: number): Promise<void> {
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy: ${String(lastError)}`);
}

/**
 * Starts the server (support/e2e-server.ts) on a fresh database; the returned function stops it.
 * It serves the web build in E2E_WEB_DIST (`npm test` builds into a folder of its own, so a
 * running `npm start` keeps its apps/web/dist), else apps/web/dist.
 */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startServer(repoRoot);
}

/**
 * The same for the checkout at `root` (its own server code and support entry), so a benchmark
 * can run an earlier commit's server beside this one's (`bench:lighthouse --before`).
 */
export async function startServer(root: string): Promise<() => Promise<void>> {
  const serverEntry = path.join(root, 'e2e/support/e2e-server.ts');
  const webDist = process.env.E2E_WEB_DIST
    ? path.resolve(process.env.E2E_WEB_DIST)
    : path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `Build first: npm run build (the e2e suite runs the production web build in ${webDist})`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-e2e-'));
  const serverEnv = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>;
  // A caller that must know the address before the start (a production server's PUBLIC_URL)
  // names the port; everyone else gets a free one.
  const port = serverEnv.PORT ? Number(serverEnv.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(root, 'reports', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      ...E2E_ENV,
      ...serverEnv,
    },
    stdio: ['ignore', log, log],
  });
  // A server that never became healthy must not outlive the run (it would hold its port,
  // memory and CPU); a busy 2-core machine can take a while to migrate and seed.
  try {
    await waitForHealth(baseUrl, Date.now() + 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
