import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '#shared/api/route-types.ts';
import { emailField } from '#shared/validation/fields.ts';
import { type HttpEvent, httpHandler } from './http-handler.ts';
import { type RateDecision, takeRate } from './rate-limit/rate-limit.ts';

vi.mock('./rate-limit/rate-limit.ts', () => ({ takeRate: vi.fn() }));

const route = defineRoute({
  method: 'POST',
  path: '/things',
  auth: 'public',
  group: 'test',
  handler: 'functions/http/test/x.ts',
  contract: {
    body: z.object({ email: emailField }),
    response: z.object({ email: z.string() }),
  },
  rateLimits: [
    { per: ['source'], limit: 5, windowSeconds: 3600 },
    { per: ['source'], limit: 10, windowSeconds: 86_400 },
    { per: ['source', 'body.email'], limit: 3, windowSeconds: 3600 },
    { per: ['body.email'], limit: 30, windowSeconds: 86_400 },
  ],
});
const handler = httpHandler(route, async ({ body }) => ({ email: body.email }));
const event = (body: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /things',
    rawPath: '/api/things',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body,
    isBase64Encoded: false,
    requestContext: { requestId: 'r-1', http: { sourceIp: '203.0.113.9' } },
  }) as unknown as HttpEvent;
/** The key parts of each count asked, in order (`source`, `source+body.email`, ...). */
const keys = () => vi.mocked(takeRate).mock.calls.map(([scope]) => scope.split(':')[2]);

afterEach(() => vi.mocked(takeRate).mockReset());

describe('httpHandler counts the route limits at once (ADR 0109)', () => {
  it('asks every count keyed by the source before any answers, the target alone once they allowed', async () => {
    const answers: ((decision: RateDecision) => void)[] = [];
    vi.mocked(takeRate).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const answered = handler(event(JSON.stringify({ email: 'ada@example.com' })), {} as never);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    expect(keys()).toEqual(['source', 'source', 'source+body.email']);
    for (const answer of answers.splice(0)) answer({ allowed: true });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.({ allowed: true });
    expect((await answered).statusCode).toBe(200);
    expect(keys()).toEqual(['source', 'source', 'source+body.email', 'body.email']);
  });

  it('never counts a call a source limit refused against its target alone', async () => {
    vi.mocked(takeRate).mockImplementation(async (scope) =>
      scope.includes(':source+body.email:') ? { allowed: false, retryAfterSeconds: 9 } : { allowed: true },
    );
    const refused = await handler(event(JSON.stringify({ email: 'ada@example.com' })), {} as never);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('9');
    expect(keys()).toEqual(['source', 'source', 'source+body.email']);
  });

  it('answers a full source window with 429 before a bad body’s 400, and a bad body is still counted', async () => {
    vi.mocked(takeRate).mockResolvedValue({ allowed: false, retryAfterSeconds: 42 });
    const refused = await handler(event('{"email": "not an email"}'), {} as never);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('42');
    // The two source limits, not the email's (the body did not parse).
    expect(takeRate).toHaveBeenCalledTimes(2);

    vi.mocked(takeRate).mockResolvedValue({ allowed: true });
    expect((await handler(event('{"email": "not an email"}'), {} as never)).statusCode).toBe(400);
    expect(takeRate).toHaveBeenCalledTimes(4);
  });

  it('refuses when only the target’s limit is full', async () => {
    vi.mocked(takeRate).mockImplementation(async (scope) =>
      scope.split(':')[2] === 'body.email' ? { allowed: false, retryAfterSeconds: 7 } : { allowed: true },
    );
    const refused = await handler(event(JSON.stringify({ email: 'ada@example.com' })), {} as never);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('7');
  });
});
