/**
 * A WAF rate-based rule, in memory: at most `limit` requests per IP in a window of `windowMs` (fixed,
 * as WAF counts them), then 429 with `Retry-After`. Sources listed in `RATE_LIMIT_EXEMPT_SOURCES`
 * (the test clouds' default loopback, ADR 0068) pass.
 */
export function ipRateRule(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const counts = new Map<string, { window: number; count: number }>();
  return (ip: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } => {
    const exempt = (process.env.RATE_LIMIT_EXEMPT_SOURCES ?? '').split(',').map((s) => s.trim());
    if (exempt.includes(ip)) return { allowed: true };
    const window = Math.floor(now() / options.windowMs);
    const entry = counts.get(ip);
    const current = entry && entry.window === window ? entry : { window, count: 0 };
    if (current.count >= options.limit)
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil(((window + 1) * options.windowMs - now()) / 1000),
      };
    current.count += 1;
    counts.set(ip, current);
    if (counts.size > 10_000)
      for (const [key, value] of counts) if (value.window !== window) counts.delete(key);
    return { allowed: true };
  };
}
