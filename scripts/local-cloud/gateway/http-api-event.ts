import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

const API_STAGE = 'api';

export interface HttpApiRequest {
  method: string;
  /** The path as the client sent it, stage prefix included: `/api/artists/demo`. */
  rawPath: string;
  /** Without the `?`. */
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  requestId: string;
  now: Date;
}

export interface HttpApiRoute {
  routeKey: string;
  pathParameters: Record<string, string>;
  /** The JWT authorizer's verified claims (as API Gateway gives them: strings), for protected routes. */
  claims?: Record<string, string>;
  scopes?: string[];
}

/**
 * The API Gateway HTTP API event (payload format 2.0) for one request, as AWS builds it for the
 * `api` stage behind CloudFront's `/api/*`: header names lower-cased and repeated values joined by
 * commas, the Cookie header moved to `cookies`, query values decoded (repeats joined by commas), the
 * body base64-encoded unless it is text, JWT claims under `requestContext.authorizer.jwt` (scopes
 * null for a token without `scope`, as API Gateway gives them).
 */
export function httpApiEvent(
  request: HttpApiRequest,
  route: HttpApiRoute,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  let cookieHeader = '';
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name.toLowerCase() === 'cookie') cookieHeader = Array.isArray(value) ? value.join('; ') : value;
    else headers[name.toLowerCase()] = joined;
  }
  // API Gateway appends the caller's address to X-Forwarded-For and says how it was reached.
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${request.sourceIp}`
    : request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const cookies = cookieHeader
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const query = queryParameters(request.rawQueryString);
  const text = isTextContent(headers['content-type']);
  const domainName = headers.host ?? 'localhost';

  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies.length > 0 && { cookies }),
    headers,
    ...(query && { queryStringParameters: query }),
    ...(Object.keys(route.pathParameters).length > 0 && { pathParameters: route.pathParameters }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(route.claims && { authorizer: { jwt: { claims: route.claims, scopes: route.scopes ?? null } } }),
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method,
        path: request.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId,
      routeKey: route.routeKey,
      stage: API_STAGE,
      time: clfTime(request.now),
      timeEpoch: request.now.getTime(),
    } as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...(request.body.length > 0 && {
      body: text ? request.body.toString('utf8') : request.body.toString('base64'),
    }),
    isBase64Encoded: request.body.length > 0 && !text,
  };
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values.size > 0
    ? Object.fromEntries([...values].map(([name, list]) => [name, list.join(',')]))
    : undefined;
}

/** Bodies API Gateway passes as text; anything else (or no content type) arrives base64-encoded. */
export function isTextContent(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/([a-z0-9.+-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/graphql'
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12/Mar/2020:19:03:58 +0000`, the format of `requestContext.time`. */
export function clfTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
