import { createHash } from 'node:crypto';
import { BUSINESS_METRICS, countMetric } from '#functions/lib/metrics.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { RateKeyPart, RouteDefinition, RouteRateLimit } from '#shared/api/route-types.ts';
import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';
import { type RateDecision, takeRate } from './rate-limit.ts';
import { normalizeAddress } from './source-address.ts';

export interface LimitedRequest {
  source: string;
  params: unknown;
  body: unknown;
}

/**
 * Source addresses the route limits leave alone: a local-stage setting (`RATE_LIMIT_EXEMPT_SOURCES`)
 * the test tiers give their default loopback address, so that the integration tier's thousands of
 * requests from 127.0.0.1 are not refused; the limits' own tests come from other loopback addresses.
 * Ignored on any other stage.
 */
function exemptSources(): Set<string> {
  if (process.env.STAGE !== 'local') return new Set();
  return new Set(
    (process.env.RATE_LIMIT_EXEMPT_SOURCES ?? '')
      .split(',')
      .map((source) => source.trim())
      .filter(Boolean)
      .map(normalizeAddress),
  );
}

/** Whether a source is exempt from route limits and proofs of work (the local test setting). */
export const isExempt = (source: string) => exemptSources().has(source);

/** Whether a limit's key needs the parsed request (else it can be counted before parsing). */
export const needsRequest = (limit: RouteRateLimit) => limit.per.some((part) => part !== 'source');

/** Whether a limit's key holds the caller's source: counting it weighs on that caller alone. */
export const keyedBySource = (limit: RouteRateLimit) => limit.per.includes('source');

/**
 * Counts the call against each of `limits` (all of them at once, atomically each: one round trip to
 * the table, not one per limit, ADR 0109), a refused call in the others too: give it only limits
 * keyed by the source, or those on a target alone once nothing refused the call. A value a key
 * needs that the request lacks leaves that limit out (the contract refused the shape already).
 */
export function countRouteLimits(
  route: Pick<RouteDefinition, 'method' | 'path'>,
  limits: readonly RouteRateLimit[],
  request: LimitedRequest,
  now = new Date(),
): Promise<RateDecision[]> {
  if (limits.length === 0 || isExempt(request.source)) return Promise.resolve([]);
  return Promise.all(
    limits.flatMap((limit) => {
      const values = limit.per.map((part) => keyValue(part, request));
      if (values.some((value) => value === undefined)) return [];
      const scope = `route:${route.method} ${route.path}:${limit.per.join('+')}:${digest(values.join('\n'))}`;
      return [takeRate(scope, limit, now)];
    }),
  );
}

/**
 * The first full limit of `decisions` (in the route's order) refuses with 429 `too_many_requests`,
 * `Retry-After` set on `headers`, counted once as a refusal.
 */
export function refuseWhenFull(decisions: readonly RateDecision[], headers: Record<string, string>): void {
  const refused = decisions.find((decision) => !decision.allowed);
  if (refused && !refused.allowed) {
    headers['retry-after'] = String(refused.retryAfterSeconds);
    countMetric(BUSINESS_METRICS.rateLimitRefusals);
    throw new ApiError(429, 'too_many_requests');
  }
}

/**
 * `countRouteLimits` then `refuseWhenFull`: the limits keyed by the source first, those on a target
 * alone after, only when none refused (a stranger refused never uses up a target's budget).
 */
export async function enforceRouteLimits(
  route: Pick<RouteDefinition, 'method' | 'path'>,
  limits: readonly RouteRateLimit[],
  request: LimitedRequest,
  headers: Record<string, string>,
  now = new Date(),
): Promise<void> {
  refuseWhenFull(await countRouteLimits(route, limits.filter(keyedBySource), request, now), headers);
  const targetOnly = limits.filter((limit) => !keyedBySource(limit));
  refuseWhenFull(await countRouteLimits(route, targetOnly, request, now), headers);
}

function keyValue(part: RateKeyPart, request: LimitedRequest): string | undefined {
  if (part === 'source') return request.source;
  const [root, ...path] = part.split('.');
  let value: unknown = root === 'body' ? request.body : request.params;
  for (const name of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  if (typeof value !== 'string' || !value) return undefined;
  return value.includes('@') ? normalizeEmail(value) : value.toLowerCase();
}

/** Keys hold no address or email in clear: a digest of the values. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 22);
