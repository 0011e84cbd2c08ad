import type { KeyObject } from 'node:crypto';
import { beijingDateTime } from '../beijing-time.ts';
import { signSha256WithRsa, verifySha256WithRsa } from '../rsa.ts';

/**
 * Alipay open platform RSA2 signatures (opendocs.alipay.com/common/02kf5q and 02mse7): the
 * parameters sorted by key, `k=v` joined with `&`, values as they are (not URL-encoded).
 * Requests sign every parameter but `sign` and leave empty values out (the Java SDK's
 * getSignContent; we never send an empty one, so alipay-sdk's content, which keeps them, is the
 * same string). Notifications and return parameters are checked as both official SDKs check
 * them: every parameter but `sign` and `sign_type`, empty values kept (Java rsaCheckV1), and,
 * failing that, with `sign_type` kept (rsaCheckV2; alipay-sdk's checkNotifySign tries both).
 * Gateway answers are signed over the exact JSON text of the `<method>_response` member.
 */

/** The sorted `k=v&…` string of `params` without `exclude`; empty values only when kept. */
export function signContent(
  params: Record<string, string>,
  exclude: readonly string[],
  keepEmpty = false,
): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined)
    .filter((key) => keepEmpty || params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** Our request's `sign`. */
export function signRequest(params: Record<string, string>, privateKey: KeyObject): string {
  return signSha256WithRsa(signContent(params, ['sign']), privateKey);
}

/** Alipay's side (the sandbox): notifications and return parameters, `sign_type` left out. */
export function signNotification(params: Record<string, string>, privateKey: KeyObject): string {
  return signSha256WithRsa(signContent(params, ['sign', 'sign_type'], true), privateKey);
}

/** Verifies decoded notification or return parameters; false for a missing or wrong sign. */
export function verifyNotificationParams(
  params: Record<string, string>,
  publicKey: KeyObject,
): boolean {
  const sign = params.sign;
  if (!sign || (params.sign_type !== undefined && params.sign_type !== 'RSA2')) return false;
  if (verifySha256WithRsa(signContent(params, ['sign', 'sign_type'], true), sign, publicKey)) {
    return true;
  }
  return (
    params.sign_type !== undefined &&
    verifySha256WithRsa(signContent(params, ['sign'], true), sign, publicKey)
  );
}

/** The sandbox verifies our request's sign (RSA2, `sign_type` included). */
export function verifyRequestParams(params: Record<string, string>, publicKey: KeyObject): boolean {
  const sign = params.sign;
  if (!sign || params.sign_type !== 'RSA2') return false;
  return verifySha256WithRsa(signContent(params, ['sign']), sign, publicKey);
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Index just past the JSON string starting at `start` (a `"`), or -1. */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/** Index just past the JSON value starting at `start`, or -1; strings and nesting respected. */
function endOfValue(text: string, start: number): number {
  if (text[start] === '"') return endOfString(text, start);
  if (text[start] !== '{' && text[start] !== '[') {
    let i = start;
    while (i < text.length && !',}] \t\n\r'.includes(text[i]!)) i += 1;
    return i > start ? i : -1;
  }
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '"') {
      i = endOfString(text, i) - 1;
      if (i < 0) return -1;
    } else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * The exact source text of each top-level member of a JSON object, without parsing the
 * values: the signature of an Alipay answer covers these bytes, not a re-serialisation.
 * Null when the text is not a well-formed flat sequence of members.
 */
export function rawJsonMembers(text: string): Map<string, string> | null {
  const members = new Map<string, string>();
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i += 1;
  };
  skip();
  if (text[i] !== '{') return null;
  i += 1;
  skip();
  if (text[i] === '}') return members;
  while (i < text.length) {
    skip();
    if (text[i] !== '"') return null;
    const keyEnd = endOfString(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = keyEnd;
    skip();
    if (text[i] !== ':') return null;
    i += 1;
    skip();
    const valueEnd = endOfValue(text, i);
    if (valueEnd < 0) return null;
    if (members.has(key)) return null;
    members.set(key, text.slice(i, valueEnd));
    i = valueEnd;
    skip();
    if (text[i] === '}') return members;
    if (text[i] !== ',') return null;
    i += 1;
  }
  return null;
}

export type VerifiedAnswer =
  { ok: true; body: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'signature' };

/**
 * An Alipay gateway answer `{"<method>_response":{…},"sign":"…"}`: the signature is checked
 * over the raw text of the response member first; only then is that member parsed.
 */
export function verifyGatewayAnswer(
  text: string,
  method: string,
  publicKey: KeyObject,
): VerifiedAnswer {
  const members = rawJsonMembers(text);
  const raw = members?.get(`${method.replaceAll('.', '_')}_response`);
  const signText = members?.get('sign');
  if (!raw || !signText?.startsWith('"')) return { ok: false, reason: 'malformed' };
  const sign = JSON.parse(signText) as unknown;
  if (typeof sign !== 'string' || !verifySha256WithRsa(raw, sign, publicKey)) {
    return { ok: false, reason: 'signature' };
  }
  const body = JSON.parse(raw) as unknown;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/**
 * A gateway request's parameters: the common ones, `extra` (notify_url…) and biz_content, signed
 * with RSA2 at `at` (Beijing time). Empty values are left out: the SDKs disagree on them (Java
 * drops them, alipay-sdk signs `k=`), so none is ever sent.
 */
export function signedGatewayParams(
  credentials: { appId: string; privateKey: KeyObject },
  at: Date,
  method: string,
  biz: object,
  extra: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: credentials.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(at),
    version: '1.0',
    ...extra,
    biz_content: JSON.stringify(biz),
  };
  for (const key of Object.keys(params)) if (params[key] === '') delete params[key];
  params.sign = signRequest(params, credentials.privateKey);
  return params;
}
