import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export interface RouteDefinition<C extends RouteContract = RouteContract> {
  method: HttpMethod;
  /** API Gateway syntax, relative to the API (served under `/api`): `/artists/{pseudo}`. */
  path: string;
  auth: AuthKind;
  /** One Lambda per group: `functions/http/<group>/index.ts` dispatches the group's routes. */
  group: string;
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

export function defineRoute<C extends RouteContract>(route: RouteDefinition<C>) {
  return route;
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
