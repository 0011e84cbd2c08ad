import { STORAGE_KEYS } from '@space/contracts/storage';
import { readJson, writeJson } from '../../lib/storage.ts';

/**
 * Where to start a tutorial again (decision 034). A few seconds in is not worth resuming, and
 * near the end means it was watched: both start from the beginning.
 */
export const RESUME_MARGIN_SECONDS = 2;

export function resumePosition(saved: number | null | undefined, durationSeconds: number): number {
  if (typeof saved !== 'number' || !Number.isFinite(saved)) return 0;
  const position = Math.floor(saved);
  if (position < RESUME_MARGIN_SECONDS) return 0;
  if (durationSeconds > 0 && position >= durationSeconds - RESUME_MARGIN_SECONDS) return 0;
  return position;
}

/** A saved position and when it was saved (epoch ms). */
export interface SavedPosition {
  seconds: number;
  savedAt: number;
}

/** The later of the server's and this browser's position (a save the server refused stays local). */
export function laterPosition(
  server: SavedPosition | null,
  local: SavedPosition | null,
): SavedPosition | null {
  if (!server) return local;
  if (!local) return server;
  return local.savedAt > server.savedAt ? local : server;
}

/** The browser's positions: `{ [videoId]: { s, t } }`, the most recent few kept. */
type LocalPositions = Record<string, { s: number; t: number }>;
const LOCAL_MAX_ENTRIES = 50;

function readAll(): LocalPositions {
  const stored = readJson<unknown>(STORAGE_KEYS.videoProgress);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const entries = Object.entries(stored as Record<string, unknown>).filter(
    (entry): entry is [string, { s: number; t: number }] => {
      const value = entry[1] as { s?: unknown; t?: unknown } | null;
      return typeof value?.s === 'number' && typeof value.t === 'number';
    },
  );
  return Object.fromEntries(entries);
}

export function readLocalPosition(videoId: number): SavedPosition | null {
  const entry = readAll()[String(videoId)];
  return entry ? { seconds: entry.s, savedAt: entry.t } : null;
}

export function writeLocalPosition(videoId: number, seconds: number, now = Date.now()): void {
  const all = readAll();
  all[String(videoId)] = { s: Math.max(0, Math.floor(seconds)), t: now };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.t - a.t)
    .slice(0, LOCAL_MAX_ENTRIES);
  writeJson(STORAGE_KEYS.videoProgress, Object.fromEntries(newest));
}
