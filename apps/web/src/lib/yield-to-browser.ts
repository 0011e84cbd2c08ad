/** Ends the current task: what follows runs in a later one, after input and rendering. */
export function yieldToBrowser(): Promise<void> {
  // Chromium 129+ and Firefox 142+ have scheduler.yield; elsewhere a timer does.
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
