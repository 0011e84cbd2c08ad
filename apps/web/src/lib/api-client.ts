import { errorNameForCode, SUCCESS_CODE } from '@space/contracts/errors';
import { OFFLINE_ERROR_MESSAGES } from '@space/contracts/offline-error-messages';
import { errorMessage } from './error-messages.ts';
import { recordFailedRequest } from './failure-reference.ts';
import { HTTP_TIMEOUT_MS } from '@space/contracts/limits';
import { langHeaderFor } from '@space/contracts/locales';
import { CLIENT_HEADER } from '@space/contracts/tenants';
import type { Envelope, FieldError } from '@space/contracts/envelope';
import { useMainStore } from '../stores/main-store.ts';
import { useSoftwareStore } from '../stores/software-store.ts';
import { currentToken } from '../stores/token.ts';

/** All calls go to one base address (spec §7); same origin unless configured at build time. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/**
 * How calls travel: the browser's `fetch`, or on the server, rendering a first view, the
 * server's own router (entry-server.tsx), which answers without a socket.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => undefined;

/** The session module registers what body code 401 does (spec §4); kept here to avoid a cycle. */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

/** A page of a list endpoint's answer. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Bytes sent as they are (a package chunk), with their content type and extra headers. */
  raw?: { body: Blob; contentType: string; headers?: Record<string, string> };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** What every call sends: what it accepts, the `lang` and `Accept-Language` headers, the token twice, the brand. */
export function sessionHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept,
    lang: langHeaderFor(useMainStore.getState().lang),
    // The spec's `lang` header cannot say Korean; catalogue content follows this (decision 035).
    'accept-language': useMainStore.getState().lang,
  };
  const token = currentToken();
  if (token) {
    headers.authorization = token;
    headers.satoken = token;
  }
  const client = useSoftwareStore.getState().client;
  if (client) headers[CLIENT_HEADER] = client;
  return headers;
}

/**
 * One request: JSON both ways, a 180000 ms timeout, the token in both
 * `Authorization` and `satoken`, and the `lang` header. Returns the body.
 * Transport errors (network, timeout, abort) reach the caller unchanged.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers = sessionHeaders('application/json');
  // A FormData body (uploads) sets its own multipart content type.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (options.raw) {
    Object.assign(headers, options.raw.headers, { 'content-type': options.raw.contentType });
  }

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await transport(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.raw
      ? options.raw.body
      : options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal,
  });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  const envelope: Envelope<T> =
    body && typeof body === 'object' && typeof body.code === 'number'
      ? body
      : ({ code: response.status, msg: response.statusText, data: null } as Envelope<T>);
  if (envelope.code === 401) onUnauthenticated();
  // Server faults only: a refused input is explained by its message, not by a log search.
  if (envelope.code >= 500) recordFailedRequest(response.headers.get('x-request-id'));
  return envelope;
}

/** A failed call in one shape, whatever failed. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly fields: FieldError[] = [],
    /** The error body's `data` as the server sent it (e.g. `{orderNo}` naming an open order). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server localises `msg` for en and zh (the `lang` header has only those);
 * Korean is served by translating catalogue codes here (the catalogue loads with Korean).
 */
function localisedMessage(body: Envelope<unknown>): string {
  const lang = useMainStore.getState().lang;
  const name = errorNameForCode(body.code);
  return (lang === 'ko' && name ? errorMessage(name, 'ko') : null) ?? body.msg;
}

/** For queries and mutations: the data of a successful body, or an ApiError. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const body = await apiRequest<T>(path, options);
  if (body.code !== SUCCESS_CODE) throw envelopeError(body);
  return body.data;
}

/** The ApiError of a failed body (localised message, field errors, `data`). */
export function envelopeError(body: Envelope<unknown>): ApiError {
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown> & { fields?: FieldError[] })
      : null;
  return new ApiError(body.code, localisedMessage(body), data?.fields ?? [], data);
}

/**
 * A file the API answers instead of JSON (a CSV export), with the same headers as every call
 * and its `Content-Disposition` file name. An error still comes as the envelope: an ApiError.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> & { accept: string },
): Promise<{ blob: Blob; fileName: string | null }> {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const response = await transport(buildUrl(path, options.query), {
    headers: sessionHeaders(options.accept),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  if (!response.ok || /json/i.test(response.headers.get('content-type') ?? '')) {
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    const envelope =
      body && typeof body.code === 'number'
        ? body
        : { code: response.status, msg: response.statusText, data: null };
    if (envelope.code === 401) onUnauthenticated();
    throw new ApiError(envelope.code, localisedMessage(envelope));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}

/** Turns anything thrown by a call into an ApiError with a message for the user. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const lang = useMainStore.getState().lang;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return new ApiError(0, OFFLINE_ERROR_MESSAGES[timedOut ? 'UNAVAILABLE' : 'INTERNAL'][lang]);
}
