import { describe, expect, it } from 'vitest';
import { clfTime, httpApiEvent, isTextContent } from './http-api-event.ts';

const request = {
  method: 'POST',
  rawPath: '/api/artists/d%C3%A9mo',
  rawQueryString: 'tag=a&tag=b&q=hello%20world',
  headers: {
    host: 'localhost:3000',
    'content-type': 'application/json',
    'user-agent': 'test',
    cookie: 'lang=fr; session=abc',
    'x-forwarded-for': ['1.1.1.1', '2.2.2.2'],
  },
  body: Buffer.from('{"a":1}'),
  sourceIp: '127.0.0.1',
  requestId: 'req-1',
  now: new Date('2026-03-12T19:03:58Z'),
};

describe('httpApiEvent', () => {
  it('builds the payload format 2.0 event of the api stage', () => {
    const event = httpApiEvent(request, {
      routeKey: 'POST /artists/{pseudo}',
      pathParameters: { pseudo: 'démo' },
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /artists/{pseudo}',
      rawPath: '/api/artists/d%C3%A9mo',
      rawQueryString: 'tag=a&tag=b&q=hello%20world',
      cookies: ['lang=fr', 'session=abc'],
      queryStringParameters: { tag: 'a,b', q: 'hello world' },
      pathParameters: { pseudo: 'démo' },
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: {
        stage: 'api',
        requestId: 'req-1',
        routeKey: 'POST /artists/{pseudo}',
        domainName: 'localhost:3000',
        http: { method: 'POST', path: '/api/artists/d%C3%A9mo', sourceIp: '127.0.0.1', userAgent: 'test' },
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: request.now.getTime(),
      },
    });
    expect(event.headers).toEqual({
      host: 'localhost:3000',
      'content-type': 'application/json',
      'user-agent': 'test',
      'x-forwarded-for': '1.1.1.1,2.2.2.2, 127.0.0.1',
      'x-forwarded-proto': 'http',
    });
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('adds the JWT claims for a protected route', () => {
    const claims = { sub: 'u1', 'cognito:groups': '[artist]' };
    const event = httpApiEvent(request, {
      routeKey: 'GET /me',
      pathParameters: {},
      claims,
      scopes: ['openid'],
    });
    expect(event.requestContext.authorizer.jwt).toEqual({ claims, scopes: ['openid'] });
    expect(event.pathParameters).toBeUndefined();
    const idToken = httpApiEvent(request, { routeKey: 'GET /me', pathParameters: {}, claims });
    expect(idToken.requestContext.authorizer.jwt).toEqual({ claims, scopes: null });
  });

  it('omits what the request lacks and base64-encodes a binary body', () => {
    const bare = httpApiEvent(
      {
        ...request,
        rawQueryString: '',
        headers: { 'content-type': 'image/png' },
        body: Buffer.from([255, 0]),
      },
      { routeKey: 'PUT /x', pathParameters: {} },
    );
    expect(bare.cookies).toBeUndefined();
    expect(bare.queryStringParameters).toBeUndefined();
    expect(bare.body).toBe(Buffer.from([255, 0]).toString('base64'));
    expect(bare.isBase64Encoded).toBe(true);
    const empty = httpApiEvent(
      { ...request, body: Buffer.alloc(0) },
      { routeKey: 'GET /x', pathParameters: {} },
    );
    expect(empty.body).toBeUndefined();
    expect(empty.isBase64Encoded).toBe(false);
  });
});

describe('isTextContent', () => {
  it('knows the text types', () => {
    expect(isTextContent('application/json; charset=utf-8')).toBe(true);
    expect(isTextContent('application/merge-patch+json')).toBe(true);
    expect(isTextContent('text/plain')).toBe(true);
    expect(isTextContent('application/x-www-form-urlencoded')).toBe(true);
    expect(isTextContent('application/octet-stream')).toBe(false);
    expect(isTextContent(undefined)).toBe(false);
  });
});

describe('clfTime', () => {
  it('pads every field', () => {
    expect(clfTime(new Date('2026-01-02T03:04:05Z'))).toBe('02/Jan/2026:03:04:05 +0000');
  });
});
