import { inject } from 'vitest';
import { callFrom } from '#scripts/local-cloud/source-address-client.ts';

export { freshSource, fromSource } from '#scripts/local-cloud/source-address-client.ts';

export interface ApiOptions {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** An object is sent as JSON; a string or a Buffer as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Call from this loopback address (`127.0.0.2`, ...): a real TCP source the gateway sees, as many
   * callers would be (the rate limits' tests; `freshSource()`). Without it, 127.0.0.1, which the test
   * cloud exempts from rate limits (ADR 0068).
   */
  source?: string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  json: T;
  text: string;
}

/** Calls the local gateway: `api('/api/me', { token })` (a path without `/api` gets it). */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const { urls } = inject('localCloud');
  const url = `${urls.app}${path.startsWith('/api') ? path : `/api${path}`}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (Buffer.isBuffer(options.body)) body = new Uint8Array(options.body);
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const method = options.method ?? (body ? 'POST' : 'GET');
  const { response, text, json } = await callFrom(url, { method, headers, body }, options.source);
  return { status: response.status, headers: response.headers, json: json as T, text };
}
