/**
 * Saves the playing position now and then rather than on every `timeupdate` (about four a
 * second): at most once per interval while playing, at once on pause, seek, end and leaving
 * the page, and never twice the same second. The server allows 120 saves in 10 minutes.
 */
export class ProgressSaver {
  private last: number | null = null;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly save: (seconds: number) => Promise<void>,
    private readonly intervalMs = 15_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** `force`: a pause, seek, end or page exit, saved without waiting for the interval. */
  report(seconds: number, force = false): void {
    const position = Math.max(0, Math.floor(seconds));
    if (position === this.last) return;
    if (!force && this.now() - this.lastAt < this.intervalMs) return;
    this.last = position;
    this.lastAt = this.now();
    this.save(position).catch(() => {
      // Not saved (offline, rate limited): the next report tries again.
      this.last = null;
    });
  }
}
