/**
 * A tiny per-container cache of recent answers, for hot public reads (`GET /artists/{pseudo}/slots`):
 * an entry lives `ttlMs`, concurrent misses of one key share one load, failures are not kept, and the
 * oldest entries go past `maxEntries`. Staleness is bounded by `ttlMs`, well under the answer's own
 * `Cache-Control: max-age`; a caller that needs fresh data asks with `Cache-Control: no-cache`.
 */
export function microCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    async get(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
      const found = entries.get(key);
      if (!fresh && found && found.expires > now()) return found.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: now() + options.ttlMs, value });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/** Whether the request asks for a fresh answer (`Cache-Control: no-cache` or `max-age=0`). */
export function wantsFresh(headers: Record<string, string | undefined> | undefined): boolean {
  const value = headers?.['cache-control'] ?? '';
  return /\bno-cache\b|\bmax-age=0\b/i.test(value);
}
