/**
 * Route hooks that refuse a request without a session (requireAuth, requireRole) carry this
 * mark, so the OpenAPI document can say which operations need one (plugins/api-document.ts)
 * without each route repeating it (decision 054).
 */
const NEEDS_SESSION = Symbol.for('space.needsSession');

export function needsSession<T extends object>(hook: T): T {
  return Object.assign(hook, { [NEEDS_SESSION]: true });
}

export function isSessionHook(hook: unknown): boolean {
  return (
    typeof hook === 'function' && (hook as { [NEEDS_SESSION]?: boolean })[NEEDS_SESSION] === true
  );
}
