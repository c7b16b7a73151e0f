import type { HttpResponse } from './lambda-result.ts';

/**
 * The local stand-in for CloudFront's cache in front of the API's public reads (ADR 0039): what
 * CloudFront does with the cache policy of `infra/stacks/web-stack.ts`, so the local bench measures
 * the same design.
 *
 * - The key is the path and query string (no header, no cookie), as in that cache policy.
 * - An answer is kept when it is a 200 marked `public` with `s-maxage` (or `max-age`) and has no
 *   cookie; `no-store`, `private` and `no-cache` answers are not.
 * - Fresh for `s-maxage` seconds; then, for `stale-while-revalidate` seconds, the stale copy is
 *   served while one fetch refreshes it in the background.
 * - `invalidate` takes CloudFront invalidation paths: exact, or ending in `*` for a prefix.
 *
 * Unlike CloudFront, a request that says `Cache-Control: no-cache` is answered afresh (RFC 9111),
 * which is what the artist's own SPA sends right after an edit.
 */
export interface EdgeCacheEntry {
  response: HttpResponse;
  storedAt: number;
  freshMs: number;
  staleMs: number;
}

export type EdgeLookup =
  | { state: 'hit'; response: HttpResponse; ageSeconds: number }
  | { state: 'stale'; response: HttpResponse; ageSeconds: number }
  | { state: 'miss' };

const MAX_ENTRIES = 5_000;

export function createEdgeCache(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, EdgeCacheEntry>();
  const refreshing = new Set<string>();
  let invalidations = 0;

  return {
    lookup(key: string, requestCacheControl: string | undefined): EdgeLookup {
      if (/\bno-cache\b|\bmax-age=0\b/i.test(requestCacheControl ?? '')) return { state: 'miss' };
      const entry = entries.get(key);
      if (!entry) return { state: 'miss' };
      const age = now() - entry.storedAt;
      const ageSeconds = Math.floor(age / 1000);
      if (age < entry.freshMs) return { state: 'hit', response: entry.response, ageSeconds };
      if (age < entry.freshMs + entry.staleMs)
        return { state: 'stale', response: entry.response, ageSeconds };
      entries.delete(key);
      return { state: 'miss' };
    },

    /** Keeps the answer if it may be shared; returns whether it did. */
    store(key: string, response: HttpResponse): boolean {
      const lifetime = sharedLifetime(response);
      if (!lifetime) {
        entries.delete(key);
        return false;
      }
      entries.delete(key);
      entries.set(key, { response, storedAt: now(), ...lifetime });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      return true;
    },

    /**
     * Runs `refresh` for a stale key unless one already runs: the visitors of a stale copy share one
     * origin request, as CloudFront's stale-while-revalidate does.
     */
    revalidate(key: string, refresh: () => Promise<HttpResponse>): void {
      if (refreshing.has(key)) return;
      refreshing.add(key);
      refresh()
        .then((response) => this.store(key, response))
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
    },

    /** CloudFront invalidation paths (`/api/artists/ink`, `/api/artists/ink/*`): drops what they match. */
    invalidate(paths: readonly string[]): number {
      invalidations++;
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        const path = key.split('?')[0] ?? key;
        const matched = paths.some((pattern) =>
          pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : path === pattern,
        );
        if (matched && entries.delete(key)) dropped++;
      }
      return dropped;
    },

    get size() {
      return entries.size;
    },
    get invalidations() {
      return invalidations;
    },
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;

/** How long a shared cache may keep this answer, from its `Cache-Control`; undefined when never. */
export function sharedLifetime(response: HttpResponse): { freshMs: number; staleMs: number } | undefined {
  if (response.statusCode !== 200 || response.cookies.length > 0 || response.headers['set-cookie']) return;
  const directives = parseCacheControl(response.headers['cache-control'] ?? '');
  if (!directives.has('public') || directives.has('no-store') || directives.has('private')) return;
  if (directives.has('no-cache')) return;
  const fresh = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  if (!(fresh > 0)) return;
  const stale = Number(directives.get('stale-while-revalidate') ?? 0);
  return { freshMs: fresh * 1000, staleMs: Math.max(0, stale) * 1000 };
}

function parseCacheControl(value: string): Map<string, string | undefined> {
  const directives = new Map<string, string | undefined>();
  for (const part of value.split(',')) {
    const [name, argument] = part.trim().split('=');
    if (name) directives.set(name.toLowerCase(), argument?.replace(/^"|"$/g, ''));
  }
  return directives;
}
