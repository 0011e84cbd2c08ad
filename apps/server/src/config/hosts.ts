/** Host names as a Host header or ALLOWED_HOSTS carries them (decision 017); config and links both parse them. */

/** A Host header (or ALLOWED_HOSTS entry), parsed: lower-case name or bracketed IPv6, port. */
export interface ParsedHost {
  hostname: string;
  port: number | null;
}

const HOST_PATTERN =
  /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*)(?::(\d{1,5}))?$/;

/** `host[:port]` as a Host header carries it, or null for anything else (paths, users, junk). */
export function parseHost(value: string): ParsedHost | null {
  const match = HOST_PATTERN.exec(value.toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { hostname: match[1]!, port };
}
