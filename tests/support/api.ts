import { request } from 'node:http';
import { inject } from 'vitest';

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
  const response = options.source
    ? await fromSource(url, options.source, { method, headers, body })
    : await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as T, text };
}

/** A fetch-like call over node:http bound to a local (loopback) source address. */
export function fromSource(
  url: string,
  localAddress: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const content = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(content, { status, headers }));
      });
    });
    call.on('error', reject);
    call.end(init.body);
  });
}

/** A loopback source address no other test uses (127.x.y.z, never 127.0.0.1). */
export function freshSource(): string {
  const byte = () => 1 + Math.floor(Math.random() * 253);
  return `127.${byte()}.${byte()}.${byte()}`;
}
