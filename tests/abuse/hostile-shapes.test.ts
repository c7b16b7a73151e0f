import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '#shared/api/errors.ts';
import type { RouteDefinition } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { api } from '#tests/support/api.ts';
import { watchHealth } from './support/health-watch.ts';

/**
 * Every anonymous write of the route table, attacked with what a script sends without reading the
 * form: bodies that are not JSON, JSON nested deeper than any contract, bodies past the size cap,
 * wrong types everywhere. What the stranger gets is a 4xx with a code and a message, never a 500;
 * the product keeps answering health within 1 s while it happens (issue 28, item 9).
 */
const anonymousWrites = (Object.values(routes) as RouteDefinition[]).filter(
  (route) =>
    route.auth === 'public' &&
    route.method !== 'GET' &&
    route.contract.body &&
    !route.path.startsWith('/stripe/'),
);
const pathOf = (route: RouteDefinition) =>
  route.path.replace(/\{pseudo\}/g, 'demo').replace(/\{[^}+]+\+?\}/g, 'x0000000000000000');

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const hostileBodies: { name: string; body: string | Buffer; type: string }[] = [
  { name: 'not JSON', body: '{"a":', type: 'application/json' },
  { name: 'nested 10,000 deep', body: nested(10_000), type: 'application/json' },
  {
    name: 'past the size cap',
    body: `{"a":"${'x'.repeat(MAX_JSON_BODY_BYTES + 1)}"}`,
    type: 'application/json',
  },
  {
    name: 'every field the wrong type',
    body: JSON.stringify({ email: 1, client: [], slotId: {}, idempotencyKey: null }),
    type: 'application/json',
  },
  { name: 'a form post', body: 'email=a%40b.c', type: 'application/x-www-form-urlencoded' },
  { name: 'binary', body: Buffer.from([0, 255, 1, 254, 2, 253]), type: 'application/octet-stream' },
];

describe('Hostile shapes at every anonymous write', () => {
  it('lists the anonymous writes it attacks', () => {
    expect(anonymousWrites.length).toBeGreaterThanOrEqual(5);
  });

  it('answers each with a localized 4xx, never a 500, and health keeps answering within 1 s', async () => {
    const health = watchHealth();
    const answers: { route: string; shape: string; status: number; code: unknown }[] = [];
    for (const route of anonymousWrites) {
      for (const shape of hostileBodies) {
        const answer = await api<{ error?: { code?: string; message?: string } }>(pathOf(route), {
          method: route.method,
          body: shape.body,
          headers: { 'content-type': shape.type, 'accept-language': 'es' },
        });
        answers.push({
          route: `${route.method} ${route.path}`,
          shape: shape.name,
          status: answer.status,
          code: answer.json?.error?.code,
        });
        expect(answer.status, `${route.method} ${route.path} with ${shape.name}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${route.method} ${route.path} with ${shape.name}`).toBeLessThan(500);
      }
    }
    // Each refusal the handler gave carries a code (the gateway's own 413 has none).
    for (const answer of answers.filter((a) => a.status !== 413))
      expect(answer.code, JSON.stringify(answer)).toEqual(expect.any(String));
    const watched = await health.stop();
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });
});
