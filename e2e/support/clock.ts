import fs from 'node:fs';
import path from 'node:path';
import { forgetAdminSessions } from './admin.ts';
import { CLOCK_APPLIED_FILE, CLOCK_OFFSET_FILE, readOffset } from './server-clock.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Sets the e2e server's clock `offsetMs` ahead of the real time (0: back to it) and waits
 * until the server reads time that way (server-clock.ts). Sessions do not survive a move of a
 * day or more (SESSION_TTL_HOURS): a spec logs its people in again, and the administrators'
 * cached sessions are forgotten here. Every spec runs against the one server: a spec that
 * moves the clock sets it back to 0 in an afterEach, whatever happened.
 */
export async function setServerClock(offsetMs: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  const file = path.join(dataDir, CLOCK_OFFSET_FILE);
  // Renamed into place: the server never reads a half-written number.
  fs.writeFileSync(`${file}.tmp`, String(offsetMs));
  fs.renameSync(`${file}.tmp`, file);
  const applied = path.join(dataDir, CLOCK_APPLIED_FILE);
  const deadline = Date.now() + 10_000;
  while (readOffset(applied) !== offsetMs) {
    if (Date.now() > deadline) throw new Error(`the server did not take up offset ${offsetMs}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  forgetAdminSessions();
}

/** The server's time now, for what the page should show (a statement's month). */
export function serverNow(): number {
  const dataDir = process.env.E2E_DATA_DIR;
  return Date.now() + (dataDir ? readOffset(path.join(dataDir, CLOCK_APPLIED_FILE)) : 0);
}
