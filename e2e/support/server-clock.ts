import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../apps/server/src/lib/clock.ts';

/**
 * The e2e server's clock runs ahead of the system clock by an offset the tests write into a
 * file in its data directory: journeys that wait days (a sale's refund window, decision 068; a
 * new payout account's delay, decision 071) pass in seconds. Only e2e-server.ts reads the file,
 * so the shipped server has no way for a request to move time. The server writes each offset
 * it took up into a second file: a test waits for it (support/clock.ts). Free of Playwright,
 * as the server imports it.
 */
export const CLOCK_OFFSET_FILE = 'clock-offset-ms';
export const CLOCK_APPLIED_FILE = 'clock-offset-ms.applied';

export function readOffset(file: string): number {
  try {
    return Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** The server's side: the system clock plus the file's offset, polled every 100 ms. */
export function offsetClock(dataDir: string): Clock {
  const file = path.join(dataDir, CLOCK_OFFSET_FILE);
  let offset = 0;
  // Not persistent: a stat poll must not keep the server alive once it has closed.
  fs.watchFile(file, { interval: 100, persistent: false }, () => {
    offset = readOffset(file);
    fs.writeFileSync(path.join(dataDir, CLOCK_APPLIED_FILE), String(offset));
  });
  return { now: () => Date.now() + offset };
}
