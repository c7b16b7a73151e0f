import ipaddr from 'ipaddr.js';
import type { HttpEvent } from '../http-handler.ts';

/**
 * The viewer header CloudFront sets (`ip:port`, IPv6 too: `2001:db8::1:443`) when the origin request policy forwards
 * it; CloudFront replaces any value a client sends. The local gateway sets it the same way.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The caller's source address as the rate limits key it (ADR 0068): CloudFront's viewer address,
 * else API Gateway's `sourceIp` (the TCP peer). Never `X-Forwarded-For`, whose first entries the
 * client writes. IPv4-mapped IPv6 becomes IPv4; an IPv6 address counts by its /64 (what one
 * subscriber gets), so a host cannot rotate through its own prefix.
 */
export function sourceAddress(event: Pick<HttpEvent, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  const candidate = (viewer && hostOf(viewer)) || event.requestContext?.http?.sourceIp || 'unknown';
  if (!ipaddr.isValid(candidate)) return 'unknown';
  const address = ipaddr.process(candidate);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
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
