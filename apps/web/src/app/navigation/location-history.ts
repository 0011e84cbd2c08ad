let current: string | null = null;

/**
 * The pathname the user is on when a navigation starts. Loaders run before
 * the new location commits, so during a loader this is where they came from.
 */
export function previousPathname(): string | null {
  return current;
}

export function recordPathname(pathname: string): void {
  current = pathname;
}
