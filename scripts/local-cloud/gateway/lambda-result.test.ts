import { describe, expect, it } from 'vitest';
import { gatewayResponse, lambdaResponse } from './lambda-result.ts';

describe('lambdaResponse', () => {
  it('keeps a structured result, lower-casing header names', () => {
    const response = lambdaResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 2 },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"ok":true}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-count': '2' });
    expect(response.cookies).toEqual(['a=1; Path=/', 'b=2']);
    expect(response.body.toString()).toBe('{"ok":true}');
  });

  it('decodes a base64 body', () => {
    const response = lambdaResponse({
      statusCode: 200,
      body: Buffer.from([0, 1, 2]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...response.body]).toEqual([0, 1, 2]);
  });

  it('answers 200 JSON for a result without statusCode, as API Gateway assumes', () => {
    const response = lambdaResponse({ hello: 'world' });
    expect(response).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' } });
    expect(response.body.toString()).toBe('{"hello":"world"}');
    expect(lambdaResponse('plain').body.toString()).toBe('plain');
  });
});

describe('gatewayResponse', () => {
  it("answers in API Gateway's message shape", () => {
    const response = gatewayResponse(404, 'Not Found');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Not Found' });
  });
});
