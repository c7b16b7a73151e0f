import { type RouteDefinition, routeKey } from '#shared/api/route-types.ts';

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'greedy'; name: string };

interface CompiledRoute<R> {
  route: R;
  routeKey: string;
  method: string;
  segments: Segment[];
}

export interface RouteMatch<R> {
  route: R;
  /** API Gateway's route key: `GET /artists/{pseudo}`. */
  routeKey: string;
  /** URL-decoded values, as API Gateway hands them over. */
  pathParameters: Record<string, string>;
}

/**
 * Matches a method and a path (relative to the API, without `/api`) against routes written in API
 * Gateway's syntax: `{name}` takes one segment, `{name+}` (last only) the rest of the path. When
 * several routes match, the most specific wins as in API Gateway: at the first segment where they
 * differ, a literal beats `{param}`, which beats `{proxy+}`.
 */
export function createRouteMatcher<R extends Pick<RouteDefinition, 'method' | 'path'>>(routes: Iterable<R>) {
  const compiled: CompiledRoute<R>[] = [];
  for (const route of routes) {
    compiled.push({
      route,
      routeKey: routeKey(route),
      method: route.method,
      segments: parseTemplate(route.path),
    });
  }
  const seen = new Set<string>();
  for (const { routeKey: key } of compiled) {
    if (seen.has(key)) throw new Error(`route ${key} is declared twice`);
    seen.add(key);
  }

  return (method: string, path: string): RouteMatch<R> | undefined => {
    const parts = splitPath(path);
    if (!parts) return undefined;
    let best: { candidate: CompiledRoute<R>; params: Record<string, string> } | undefined;
    for (const candidate of compiled) {
      if (candidate.method !== method) continue;
      const params = matchSegments(candidate.segments, parts);
      if (!params) continue;
      if (!best || moreSpecific(candidate.segments, best.candidate.segments)) best = { candidate, params };
    }
    return (
      best && { route: best.candidate.route, routeKey: best.candidate.routeKey, pathParameters: best.params }
    );
  };
}

export function parseTemplate(path: string): Segment[] {
  if (!path.startsWith('/')) throw new Error(`route path ${path} must start with /`);
  const parts = path === '/' ? [] : path.slice(1).split('/');
  return parts.map((part, index) => {
    const param = /^\{([A-Za-z0-9_.-]+)(\+?)\}$/.exec(part);
    if (!param) {
      if (part === '' || /[{}]/.test(part)) throw new Error(`route path ${path} has a bad segment "${part}"`);
      return { kind: 'static', value: part };
    }
    const [, name = '', greedy] = param;
    if (!greedy) return { kind: 'param', name };
    if (index !== parts.length - 1)
      throw new Error(`route path ${path}: {${name}+} must be the last segment`);
    return { kind: 'greedy', name };
  });
}

/** The raw segments of a request path; undefined for one that is not a clean absolute path. */
function splitPath(path: string): string[] | undefined {
  if (!path.startsWith('/')) return undefined;
  if (path === '/') return [];
  const parts = path.slice(1).split('/');
  return parts.some((part) => part === '') ? undefined : parts;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === 'greedy') {
      if (index >= parts.length) return undefined;
      const rest = decode(parts.slice(index).join('/'));
      if (rest === undefined) return undefined;
      params[segment.name] = rest;
      return params;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === 'static') {
      if (part !== segment.value) return undefined;
      continue;
    }
    const value = decode(part);
    if (value === undefined) return undefined;
    params[segment.name] = value;
  }
  return segments.length === parts.length ? params : undefined;
}

const RANK = { static: 2, param: 1, greedy: 0 } as const;

function moreSpecific(a: Segment[], b: Segment[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const ra = a[i] ? RANK[a[i]!.kind] : -1;
    const rb = b[i] ? RANK[b[i]!.kind] : -1;
    if (ra !== rb) return ra > rb;
  }
  return false;
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
