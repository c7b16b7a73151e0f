import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '#scripts/local-cloud/log.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import { EDGE_CACHED_API_PREFIX } from '#shared/api/cache-control.ts';
import type { AuthKind, RouteDefinition } from '#shared/api/route-types.ts';
import type { EdgeCache } from './edge-cache.ts';
import { httpApiEvent } from './http-api-event.ts';
import type { Authorization } from './jwt-authorizer.ts';
import { gatewayResponse, type HttpResponse, lambdaResponse } from './lambda-result.ts';
import { PayloadTooLargeError, readBody } from './read-body.ts';
import type { RouteMatch } from './route-matcher.ts';
import { writeResponse } from './write-response.ts';

export const API_PREFIX = '/api';

/** What the API part of the gateway needs once the stand-ins are up. */
export interface ApiBackend {
  match(method: string, path: string): RouteMatch<RouteDefinition> | undefined;
  authorize(auth: Exclude<AuthKind, 'public'>, authorization: string | undefined): Promise<Authorization>;
  /** Runs the route group's Lambda handler (`functions/http/<group>/index.ts`) with the event. */
  invoke(group: string, event: unknown, requestId: string): Promise<unknown>;
}

export interface HealthReport {
  ready: boolean;
  services: Record<string, string>;
}

/**
 * `/api/*` as API Gateway's HTTP API serves it: `GET /api/health` from the gateway itself, then
 * body limit (413), route match (404), JWT authorizer for non-public routes (401), the payload 2.0
 * event to the group's handler, and its result back (500 if it throws). Every answer carries the
 * `x-correlation-id` of the request (or its request id) and `apigw-requestid`.
 */
export function createApiHandler(options: {
  backend: () => ApiBackend | undefined;
  health: () => HealthReport;
  log: Log;
  /** CloudFront's cache in front of the public reads (ADR 0039); none when absent. */
  edgeCache?: EdgeCache;
}) {
  /**
   * `viaDefaultBehaviour`: the gateway rewrote a page or the sitemap to the API, as CloudFront's
   * routing function does on the default behaviour, whose cache honours the answer's headers.
   */
  return async (req: IncomingMessage, res: ServerResponse, viaDefaultBehaviour = false) => {
    const requestId = randomUUID();
    const correlationId = headerValue(req.headers['x-correlation-id']) ?? requestId;
    const extraHeaders = { 'x-correlation-id': correlationId, 'apigw-requestid': requestId };
    const send = (response: HttpResponse) => writeResponse(res, response, extraHeaders);
    const [rawPath = '/', rawQueryString = ''] = splitTarget(req.url ?? '/');
    const path = rawPath.slice(API_PREFIX.length) || '/';

    if (path === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      const health = options.health();
      return send({
        statusCode: health.ready ? 200 : 503,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        cookies: [],
        body: Buffer.from(
          JSON.stringify({ status: health.ready ? 'ok' : 'starting', services: health.services }),
        ),
      });
    }
    const backend = options.backend();
    if (!backend) return send(gatewayResponse(503, 'Service Unavailable', { 'retry-after': '1' }));

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      return send(gatewayResponse(413, 'Request Entity Too Large'));
    }

    const match = backend.match(req.method ?? 'GET', path);
    if (!match) return send(gatewayResponse(404, 'Not Found'));

    let authorization: Authorization | undefined;
    if (match.route.auth !== 'public') {
      authorization = await backend.authorize(match.route.auth, headerValue(req.headers.authorization));
      if (!authorization.ok) {
        return send(gatewayResponse(401, 'Unauthorized', { 'www-authenticate': authorization.challenge }));
      }
    }

    const invoke = async (): Promise<HttpResponse> => {
      meter.apiRequests += 1;
      const event = httpApiEvent(
        {
          method: req.method ?? 'GET',
          rawPath,
          rawQueryString,
          headers: withViewerAddress(req),
          body,
          sourceIp: sourceIp(req),
          requestId,
          now: new Date(),
        },
        {
          routeKey: match.routeKey,
          pathParameters: match.pathParameters,
          ...(authorization?.ok && { claims: authorization.claims, scopes: authorization.scopes }),
        },
      );
      try {
        return lambdaResponse(await backend.invoke(match.route.group, event, requestId));
      } catch (error) {
        options.log.error('gateway', `${match.routeKey} failed: ${(error as Error)?.stack ?? error}`);
        return gatewayResponse(500, 'Internal Server Error');
      }
    };

    const edge = options.edgeCache;
    const cachedAtEdge = viaDefaultBehaviour || path.startsWith(EDGE_CACHED_API_PREFIX);
    if (!edge || !cachedAtEdge || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return send(await invoke());
    }
    const key = rawQueryString ? `${rawPath}?${rawQueryString}` : rawPath;
    const cached = edge.lookup(key, headerValue(req.headers['cache-control']));
    if (cached.state !== 'miss') {
      if (cached.state === 'stale') edge.revalidate(key, invoke);
      return send(
        withEdgeHeaders(cached.response, cached.state === 'hit' ? 'Hit' : 'RefreshHit', cached.ageSeconds),
      );
    }
    const response = await invoke();
    edge.store(key, response);
    return send(withEdgeHeaders(response, 'Miss', 0));
  };
}

/** CloudFront's `x-cache` and `age` on what the edge answers. */
function withEdgeHeaders(
  response: HttpResponse,
  state: 'Hit' | 'RefreshHit' | 'Miss',
  age: number,
): HttpResponse {
  return {
    ...response,
    headers: {
      ...response.headers,
      'x-cache': `${state} from cloudfront`,
      ...(state !== 'Miss' && { age: String(age) }),
    },
  };
}

function splitTarget(target: string): [string, string] {
  const index = target.indexOf('?');
  return index === -1 ? [target, ''] : [target.slice(0, index), target.slice(index + 1)];
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * CloudFront's `CloudFront-Viewer-Address` (`ip:port` of the TCP peer), replacing whatever the client
 * sent under that name, as CloudFront does (ADR 0068): what the rate limits key a caller by.
 */
function withViewerAddress(req: IncomingMessage): IncomingMessage['headers'] {
  const ip = sourceIp(req);
  const port = req.socket.remotePort ?? 0;
  // CloudFront's origin secret (a custom origin header, ADR 0068): it tells the API the viewer
  // address below is CloudFront's own; a client's value under that name is replaced, as CloudFront does.
  const originSecret = process.env.ORIGIN_VERIFY_SECRET;
  // CloudFront's shape for both families: the port after the last colon, IPv6 unbracketed.
  return {
    ...req.headers,
    'cloudfront-viewer-address': `${ip}:${port}`,
    ...(originSecret && { 'x-origin-verify': originSecret }),
  };
}

function sourceIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
