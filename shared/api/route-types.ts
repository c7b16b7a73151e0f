import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `artist` and `superadmin` are Cognito users (the group claim decides),
 * `client` is a portal session token issued by the API itself.
 */
export type AuthKind = 'public' | 'artist' | 'client' | 'superadmin';

export interface RouteContract {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * What the SPA and the tools know of a route, with no zod: `shared/api/endpoints/<feature>.ts` declares
 * one per route id, and `shared/api/routes/<feature>.ts` adds the server's part under the same id
 * (ADR 0075).
 */
export interface Endpoint {
  method: HttpMethod;
  /** API Gateway syntax, relative to the API (served under `/api`): `/artists/{pseudo}`. */
  path: string;
  auth: AuthKind;
  /** One Lambda per group: `functions/http/<group>/index.ts` dispatches the group's routes. */
  group: string;
}

/** The server's part of a route: its handler, its contract and what the HTTP handler enforces. */
export interface ServerRoute<C extends RouteContract = RouteContract> {
  /** The module holding this route's handler, relative to the repository root. */
  handler: string;
  contract: C;
  /** Success status (200 unless said). */
  status?: number;
  /** `Cache-Control` of a successful answer (`no-store` unless said); errors are never cached. */
  cacheControl?: string;
  /**
   * A write a suspended artist may still make (ADR 0070): the data export and the account's
   * deletion. Every other non-GET `artist` route answers 403 `account_suspended` while suspended.
   */
  allowedWhileSuspended?: true;
  /**
   * Limits the HTTP handler enforces before the handler runs (functions/lib/rate-limit/): past one,
   * 429 `too_many_requests` with `Retry-After` (ADR 0068). Every anonymous write declares some.
   */
  rateLimits?: readonly RouteRateLimit[];
  /**
   * Past `afterPerSource` calls from one source in the window, each call must carry a solved ALTCHA
   * proof of work (header `x-altcha`, from `GET /pow/challenge`), used once (ADR 0068).
   */
  proofOfWork?: ProofOfWorkRule;
}

export type RouteDefinition<C extends RouteContract = RouteContract> = Endpoint & ServerRoute<C>;

export interface ProofOfWorkRule {
  afterPerSource: number;
  windowSeconds: number;
}

/**
 * What a count is kept per: the caller's source address (the viewer's, ADR 0068), a value of the
 * parsed request (`body.client.email`, `params.pseudo`), or several together (`['source', 'body.email']`).
 */
export type RateKeyPart = 'source' | `body.${string}` | `params.${string}`;

/** At most `limit` calls per key in each fixed window of `windowSeconds` (whole minutes). */
export interface RouteRateLimit {
  per: readonly RateKeyPart[];
  limit: number;
  windowSeconds: number;
}

/** One route written whole (the HTTP handler's tests); the table joins endpoints with `defineRoutes`. */
export function defineRoute<C extends RouteContract>(route: RouteDefinition<C>) {
  return route;
}

/**
 * Joins a feature's endpoints (`import * as endpoints from '#shared/api/endpoints/<feature>.ts'`) and the
 * server's part of each, keyed by the same route ids: an endpoint without its server part, or a
 * server part without its endpoint, does not compile (and throws, should a cast hide it).
 */
export function defineRoutes<E extends Record<string, Endpoint>, S extends { [K in keyof E]: ServerRoute }>(
  endpoints: E,
  server: S & Record<Exclude<keyof S, keyof E>, never>,
): { [K in keyof S]: K extends keyof E ? E[K] & ServerRoute<S[K]['contract']> : never } {
  const ids = Object.keys(server);
  const missing = Object.keys(endpoints).filter((id) => !ids.includes(id));
  const unknown = ids.filter((id) => !(id in endpoints));
  if (missing.length || unknown.length) {
    throw new Error(
      `routes without their server part: ${missing.join()}; without an endpoint: ${unknown.join()}`,
    );
  }
  return Object.fromEntries(ids.map((id) => [id, { ...endpoints[id], ...server[id] }])) as never;
}

/** API Gateway's route key: `GET /artists/{pseudo}`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>) {
  return `${route.method} ${route.path}`;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Merges the features' route groups into the table; the same route id twice is a programming error. */
export function mergeRoutes<G extends Record<string, RouteDefinition>[]>(...groups: G) {
  const merged: Record<string, RouteDefinition> = {};
  for (const group of groups) {
    for (const [id, route] of Object.entries(group)) {
      if (id in merged) throw new Error(`route id ${id} is declared twice`);
      merged[id] = route;
    }
  }
  return merged as UnionToIntersection<G[number]>;
}
