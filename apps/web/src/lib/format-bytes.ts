const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as people read it: "900 B", "1.5 KB", "20 MB" (powers of 1024, spec §9's "20MB"). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
