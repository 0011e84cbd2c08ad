/**
 * Browser storage that never throws: private mode, disabled storage and a full
 * quota fall back to memory for the session instead of breaking the app.
 */
type Area = 'local' | 'session';

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(which: Area): Storage | null {
  try {
    const storage = which === 'local' ? window.localStorage : window.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: Area = 'local'): string | null {
  try {
    const value = area(which)?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // fall through to memory
  }
  return memory[which].get(key) ?? null;
}

export function writeItem(key: string, value: string, which: Area = 'local'): void {
  memory[which].set(key, value);
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory copy keeps the session working.
  }
}

export function removeItem(key: string, which: Area = 'local'): void {
  memory[which].delete(key);
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readItem(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeItem(key, JSON.stringify(value), which);
}

/** zustand `persist` adapter over the same safe storage. */
export const safeStateStorage = {
  getItem: (name: string) => readItem(name),
  setItem: (name: string, value: string) => writeItem(name, value),
  removeItem: (name: string) => removeItem(name),
};
