import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import { ApiError, type ApiErrorBody, MAX_JSON_BODY_BYTES } from '#shared/api/errors.ts';
import type { RouteContract, RouteDefinition } from '#shared/api/route-types.ts';
import { closedWhileSuspended } from '#shared/api/suspension.ts';
import { translator } from '#shared/i18n/api-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Caller, callerOf } from './caller.ts';
import { logger } from './logger.ts';
import { PROOF_OF_WORK_HEADER, proofOfWorkCheck } from './rate-limit/proof-of-work-check.ts';
import {
  countRouteLimits,
  isExempt,
  keyedBySource,
  needsRequest,
  refuseWhenFull,
} from './rate-limit/route-limits.ts';
import { sourceAddress } from './rate-limit/source-address.ts';
import { requestLocale } from './request-locale.ts';
import { requireActiveAccount } from './require-active-account.ts';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HttpInput<C extends RouteContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  caller: Caller;
  locale: Locale;
  correlationId: string;
  event: HttpEvent;
  /**
   * More of the answer: `Set-Cookie` values and headers the implementation adds. They go out with
   * the success answer and with an `ApiError` it throws (a refused refresh clears its cookie).
   */
  reply: Reply;
}

export interface Reply {
  cookies: string[];
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Wraps one route's implementation: parses params, query and body with the route's zod contract,
 * checks the caller's kind (and that a suspended artist only reads, ADR 0070), shapes the response
 * through the response contract (nothing unlisted leaks), and turns every failure into a localized
 * JSON error. No input shape can produce a 500.
 */
export function httpHandler<C extends RouteContract>(
  route: RouteDefinition<C>,
  implementation: (input: HttpInput<C>) => Promise<z.input<C['response']>>,
) {
  const handler = middy<HttpEvent, HttpResult, Error, Context>()
    .use(httpHeaderNormalizer())
    .handler(async (event) => {
      const locale = requestLocale(event.headers ?? {}, event.cookies);
      const correlationId = event.headers?.['x-correlation-id'] ?? event.requestContext?.requestId ?? 'local';
      const reply: Reply = { cookies: [], headers: {} };
      try {
        const caller = callerOf(event, route.auth);
        if (caller.kind === 'artist' && closedWhileSuspended(route))
          await requireActiveAccount(caller.artistId);
        // The route's rate limits (ADR 0068): per source whatever the input (counted while it is
        // parsed: bad input is counted too, and a 429 answers before its 400), per target after;
        // those keyed by the source in flight at once, one round trip to the table (ADR 0109).
        const limits = route.rateLimits ?? [];
        const source = limits.length > 0 || route.proofOfWork ? sourceAddress(event) : '';
        const bySource = limits.filter((limit) => !needsRequest(limit));
        const sourceCounts = countRouteLimits(route, bySource, { source, params: {}, body: {} });
        let input: Pick<HttpInput<C>, 'params' | 'query' | 'body'>;
        try {
          input = parseInput(route, event);
        } catch (error) {
          refuseWhenFull(await sourceCounts, reply.headers);
          throw error;
        }
        const byTarget = limits.filter(needsRequest);
        const request = { source, ...input };
        const targetCounts = countRouteLimits(route, byTarget.filter(keyedBySource), request);
        refuseWhenFull((await Promise.all([sourceCounts, targetCounts])).flat(), reply.headers);
        // A limit on a target alone (an email, whoever sends) counts only what no other limit
        // refused: strangers refused per source never use up their target's budget.
        const targetOnly = byTarget.filter((limit) => !keyedBySource(limit));
        refuseWhenFull(await countRouteLimits(route, targetOnly, request), reply.headers);
        if (route.proofOfWork && !isExempt(source))
          await proofOfWorkCheck()(route, route.proofOfWork, source, event.headers?.[PROOF_OF_WORK_HEADER]);
        const result = await implementation({
          ...input,
          caller,
          locale,
          correlationId,
          event,
          reply,
        } as HttpInput<C>);
        return withReply(
          {
            statusCode: route.status ?? 200,
            headers: route.cacheControl
              ? { ...JSON_HEADERS, 'cache-control': route.cacheControl }
              : JSON_HEADERS,
            body: JSON.stringify(route.contract.response.parse(result)),
          },
          reply,
        );
      } catch (error) {
        const response = errorResponse(error, locale, correlationId);
        return error instanceof ApiError ? withReply(response, reply) : response;
      }
    });
  // The route goes with its handler: the group's function dispatches by it (route-group.ts).
  return Object.assign(handler, { route });
}

function withReply(response: HttpResult, reply: Reply): HttpResult {
  if (reply.cookies.length === 0 && Object.keys(reply.headers).length === 0) return response;
  return {
    ...response,
    headers: { ...response.headers, ...reply.headers },
    ...(reply.cookies.length > 0 && { cookies: reply.cookies }),
  };
}

/** The route's params, query and body, parsed by its contract (400 when they do not fit). */
function parseInput<C extends RouteContract>(route: RouteDefinition<C>, event: HttpEvent) {
  return {
    params: parse(route.contract.params, event.pathParameters ?? {}),
    query: parse(route.contract.query, event.queryStringParameters ?? {}),
    body: route.contract.body ? parse(route.contract.body, readJsonBody(event)) : undefined,
  } as Pick<HttpInput<C>, 'params' | 'query' | 'body'>;
}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    'validation_failed',
    result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      key: issue.message.startsWith('validation.') ? issue.message : 'validation.invalidValue',
    })),
  );
}

function readJsonBody(event: HttpEvent): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new ApiError(413, 'payload_too_large');
  const contentType = event.headers?.['content-type'] ?? '';
  if (text && !/^application\/(.+\+)?json\b/i.test(contentType))
    throw new ApiError(415, 'unsupported_media_type');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json');
  }
}

export function errorResponse(error: unknown, locale: Locale, correlationId: string): HttpResult {
  const t = translator(locale);
  if (error instanceof ApiError) {
    const body: ApiErrorBody = {
      error: {
        code: error.code,
        message: t(`errors.${error.code}`),
        ...(error.fields && {
          fields: error.fields.map(({ path, key, values }) => ({ path, key, message: t(key, values ?? {}) })),
        }),
      },
    };
    return { statusCode: error.status, headers: JSON_HEADERS, body: JSON.stringify(body) };
  }
  logger.error('unhandled error', { error: error as Error, correlationId });
  const body: ApiErrorBody = { error: { code: 'internal', message: t('errors.internal') } };
  return { statusCode: 500, headers: JSON_HEADERS, body: JSON.stringify(body) };
}
