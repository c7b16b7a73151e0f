import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the product may connect to on a user's say-so (issue 28, item 1; ADR 0065):
 * only the public unicast internet. ipaddr.js names the range of an address; anything but `unicast`
 * is refused: loopback, private (RFC 1918), link-local (169.254/16, where the cloud's metadata
 * service lives), carrier-grade NAT (100.64/10, Alibaba's metadata), unique-local (fc00::/7, AWS's
 * fd00:ec2::254), multicast, unspecified, broadcast, reserved and documentation ranges, and the IPv6
 * ranges that carry an IPv4 address inside (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it maps; an IPv4-compatible one (::a.b.c.d, deprecated) is refused.
 * Every spelling of an IPv4 address (127.1, 2130706433, 0x7f000001, 0177.0.0.1) reaches this
 * function already normalized by the URL parser (WHATWG) or the resolver.
 */
export function refusedAddress(address: string): string | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return 'not an address';
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return 'ipv4Compatible';
  return undefined;
}

/** The address a URL's host spells, when it is a literal one (`[::1]` unbracketed); else undefined. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}

/** A loopback address (the only kind an allowed test origin may name). */
export function isLoopback(address: string): boolean {
  const bare = literalAddress(address);
  return bare !== undefined && ipaddr.process(bare).range() === 'loopback';
}
