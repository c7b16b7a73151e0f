import { timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { env } from '#functions/lib/env.ts';
import type { HttpEvent } from '#functions/lib/http-handler.ts';

/**
 * The viewer header CloudFront sets (`ip:port`, IPv6 too: `2001:db8::1:443`) when the origin request policy forwards
 * it; CloudFront replaces any value a client sends. The local gateway sets it the same way.
 */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** The secret header CloudFront adds to its origin requests (a custom origin header, ADR 0068). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The caller's source address as the rate limits key it (ADR 0068): CloudFront's viewer address when
 * the request came through CloudFront (it carries the origin secret), else API Gateway's `sourceIp`
 * (the TCP peer: a caller who goes straight to execute-api is keyed by their own address, whatever
 * viewer header they write). Never `X-Forwarded-For`, whose first entries the client writes.
 * IPv4-mapped IPv6 becomes IPv4; an IPv6 address counts by its /64 (what one subscriber gets), so a
 * host cannot rotate through its own prefix.
 */
export function sourceAddress(
  event: Pick<HttpEvent, 'headers' | 'requestContext'>,
  originSecret: string | undefined = env.originVerifySecret,
): string {
  return normalizeAddress(viewerAddress(event, originSecret));
}

/**
 * The viewer's own address as a record keeps it (a signed consent, ADR 0088): the same source as
 * `sourceAddress` (CloudFront's viewer address only when the origin secret proves it), not cut to a /64.
 */
export function viewerAddress(
  event: Pick<HttpEvent, 'headers' | 'requestContext'>,
  originSecret: string | undefined = env.originVerifySecret,
): string {
  const viewer = viaEdge(event.headers?.[ORIGIN_VERIFY_HEADER], originSecret)
    ? event.headers?.[VIEWER_ADDRESS_HEADER]
    : undefined;
  return (viewer && hostOf(viewer)) || event.requestContext?.http?.sourceIp || 'unknown';
}

/** Whether the request carries the origin secret (compared in constant time); no secret set: trusted. */
function viaEdge(presented: string | undefined, secret: string | undefined): boolean {
  if (secret === undefined) return true;
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One spelling per key: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64; else `unknown`. */
export function normalizeAddress(candidate: string): string {
  if (isIPv4(candidate)) return candidate;
  if (!isIPv6(candidate)) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(candidate);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(candidate).slice(0, 4).join(':')}::/64`;
}

/**
 * The eight groups of a valid IPv6 address, `::` expanded, without leading zeros (node:net checks
 * validity; this only spells it one way, so one /64 is one key).
 */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const groups = (parts: string[]) => parts.flatMap((part) => (part.includes('.') ? ['0', '0'] : [part]));
  const left = groups(split(head));
  const right = tail === undefined ? [] : groups(split(tail));
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * `1.2.3.4:5678` → `1.2.3.4`; CloudFront writes IPv6 unbracketed with the port after the last colon
 * (`2406:2d40::c4a:42838` → `2406:2d40::c4a`); a bracketed form is taken too.
 */
function hostOf(value: string): string {
  const text = value.split(',')[0]!.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(text);
  if (v4) return v4[1]!;
  const last = text.lastIndexOf(':');
  return last > 0 && /^\d+$/.test(text.slice(last + 1)) ? text.slice(0, last) : text;
}
