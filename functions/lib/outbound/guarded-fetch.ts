import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { env } from '#functions/lib/env.ts';
import { isLoopback, literalAddress, refusedAddress } from './address-policy.ts';

/**
 * The one way out to an address a user gave (issue 28, item 1; ADR 0065). Every hop is checked
 * before it is asked: `https` only (or an exact origin the stage allows, the local cloud's test
 * servers), a host that is a public unicast address or a name that resolves only to such addresses.
 * The name is resolved ONCE per connection, by the socket's own `lookup`, which answers the one
 * checked address the socket then connects to (TLS still checks the certificate against the name),
 * so a name that answers a public address to a check and a private one to the connection (DNS
 * rebinding) gets nowhere. Node's own http/https clients, not undici: the same guarantees without
 * its ~700 KiB in every bundle that reads a calendar (ADR 0065). Redirects
 * are followed by hand, at most `maxRedirects`, each target checked again. The connection has its
 * own timeout, the whole exchange another; the body is streamed and cut at `maxBytes`.
 */
export interface GuardedFetchOptions {
  maxBytes: number;
  /** Default 5 s. */
  connectTimeoutMs?: number;
  /** The whole exchange, redirects and body included. Default 10 s. */
  totalTimeoutMs?: number;
  /** Default 3. */
  maxRedirects?: number;
  headers?: Record<string, string>;
  /**
   * `POST` with this body (a push message to its push service, ADR 0098), else `GET`. A POST
   * follows no redirect: a 3xx answers `status`.
   */
  body?: Uint8Array;
  /** The exact origins (`http://127.0.0.1:8123`) allowed besides the public internet; default the stage's. */
  allowedOrigins?: ReadonlySet<string>;
}

/** Why a fetch gave nothing: for logs and tests only; the artist is shown one neutral state. */
type OutboundFailure = 'refused' | 'unreachable' | 'status' | 'redirects' | 'too_large' | 'timeout';

export type GuardedResponse =
  | { ok: true; status: number; url: string; contentType: string | undefined; body: Buffer }
  | { ok: false; failure: OutboundFailure; detail?: string; status?: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Refused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
}

/** Why an address may not be asked, from its spelling alone (scheme, literal host); undefined if it may. */
export function urlProblem(url: URL, allowed: ReadonlySet<string> = env.outboundAllowedOrigins) {
  if (isAllowedOrigin(url, allowed)) return undefined;
  if (url.protocol !== 'https:') return `scheme ${url.protocol}`;
  if (url.username || url.password) return 'credentials in the address';
  const literal = literalAddress(url.hostname);
  if (literal) return refusedAddress(literal);
  return undefined;
}

function isAllowedOrigin(url: URL, allowed: ReadonlySet<string>) {
  return allowed.has(url.origin) && isLoopback(url.hostname);
}

/** The address a name resolves to, once; refused if ANY of its addresses is not public. */
async function resolvePublic(hostname: string, timeoutMs = 3000): Promise<string> {
  const literal = literalAddress(hostname);
  if (literal) {
    const problem = refusedAddress(literal);
    if (problem) throw new Refused(`${literal}: ${problem}`);
    return literal;
  }
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    lookup(hostname, { all: true }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`resolving ${hostname} timed out`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  if (addresses.length === 0) throw new Error(`${hostname} resolves to nothing`);
  for (const { address } of addresses) {
    const problem = refusedAddress(address);
    if (problem) throw new Refused(`${hostname} -> ${address}: ${problem}`);
  }
  return addresses[0]!.address;
}

/** Why an address a user gives is refused: its scheme (not https), or where it leads. */
export interface AddressRefusal {
  reason: 'scheme' | 'address';
  detail: string;
}

/**
 * Whether an address a user gives may be kept (the save-time check): its spelling, then what its
 * name resolves to now. A name that does not resolve is not refused (it may be down for a while);
 * its reads fail like any other, and every later connection is checked again.
 */
export async function outboundAddressRefused(
  value: string,
  allowed: ReadonlySet<string> = env.outboundAllowedOrigins,
): Promise<AddressRefusal | undefined> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { reason: 'scheme', detail: 'not an address' };
  }
  if (isAllowedOrigin(url, allowed)) return undefined;
  const problem = urlProblem(url, allowed);
  if (problem)
    return {
      reason: url.protocol === 'https:' && !url.username && !url.password ? 'address' : 'scheme',
      detail: problem,
    };
  try {
    await resolvePublic(url.hostname);
    return undefined;
  } catch (error) {
    return error instanceof Refused ? { reason: 'address', detail: error.message } : undefined;
  }
}

/** The socket's name resolution: the one checked address, so the connection is pinned to it. */
function pinnedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  resolvePublic(hostname).then(
    (address) => {
      const family = isIP(address);
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    },
    (error: Error) => callback(error, ''),
  );
}

class ConnectTimeout extends Error {}

/** One GET (or POST of `body`), answered at its headers; the connection bounded by `connectTimeoutMs`. */
function get(
  url: URL,
  options: {
    headers?: Record<string, string>;
    body?: Uint8Array | undefined;
    connectTimeoutMs: number;
    signal: AbortSignal;
    pinned: boolean;
  },
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: options.body ? 'POST' : 'GET',
        headers: options.body
          ? { ...options.headers, 'content-length': String(options.body.byteLength) }
          : options.headers,
        agent: false,
        signal: options.signal,
        ...(options.pinned && { lookup: pinnedLookup as never }),
      },
      resolve,
    );
    request.once('socket', (socket) => {
      const timer = setTimeout(
        () => request.destroy(new ConnectTimeout('connect timed out')),
        options.connectTimeoutMs,
      );
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    request.once('error', reject);
    request.end(options.body);
  });
}

/** GETs (or POSTs to) `url` through the guard; answers the body (at most `maxBytes`) or why there is none. */
export async function guardedFetch(value: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const allowed = options.allowedOrigins ?? env.outboundAllowedOrigins;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.totalTimeoutMs ?? 10_000);
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  try {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { ok: false, failure: 'refused', detail: 'not an address' };
    }
    for (let hop = 0; ; hop++) {
      const problem = urlProblem(url, allowed);
      if (problem) return { ok: false, failure: 'refused', detail: `${url.origin}: ${problem}` };
      const response = await get(url, {
        headers: options.headers,
        body: options.body,
        connectTimeoutMs,
        signal,
        pinned: !isAllowedOrigin(url, allowed),
      });
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && !options.body) {
        discard(response);
        const location = response.headers.location;
        if (typeof location !== 'string')
          return { ok: false, failure: 'status', detail: 'redirect without location' };
        if (hop >= maxRedirects)
          return { ok: false, failure: 'redirects', detail: `more than ${maxRedirects}` };
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        discard(response);
        return { ok: false, failure: 'status', detail: String(status), status };
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        discard(response);
        return { ok: false, failure: 'too_large', detail: `declared ${declared}` };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.maxBytes) {
          discard(response);
          return { ok: false, failure: 'too_large', detail: `past ${options.maxBytes} bytes` };
        }
        chunks.push(chunk);
      }
      const type = response.headers['content-type'];
      return { ok: true, status, url: url.href, contentType: type, body: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (signal.aborted) return { ok: false, failure: 'timeout' };
    if (error instanceof ConnectTimeout) return { ok: false, failure: 'timeout', detail: error.message };
    const refused = findCause(error, (cause) => cause instanceof Refused);
    if (refused) return { ok: false, failure: 'refused', detail: (refused as Error).message };
    return { ok: false, failure: 'unreachable', detail: (error as Error).message };
  }
}

/** Drops a body not to be read (an abort is its expected end, not an error). */
function discard(body: IncomingMessage) {
  body.on('error', () => undefined);
  body.destroy();
}

function findCause(error: unknown, test: (cause: unknown) => boolean): unknown {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++)
    if (test(at)) return at;
  return undefined;
}
