import { describe, expect, it, vi } from 'vitest';
import { emittedMetrics } from '#functions/lib/test-emitted-metrics.ts';
import { ApiError } from '#shared/api/errors.ts';
import { takeRate } from './rate-limit.ts';
import { enforceRouteLimits } from './route-limits.ts';

vi.mock('./rate-limit.ts', () => ({ takeRate: vi.fn() }));

const route = { method: 'POST', path: '/api/portal/login' } as const;
const limits = [{ per: ['source'], limit: 5, windowSeconds: 60 }] as const;
const request = { source: '203.0.113.9', params: {}, body: {} };

describe('enforceRouteLimits counts its refusals (ADR 0080)', () => {
  it('a 429 as one RateLimitRefusals, an allowed call not at all', async () => {
    vi.mocked(takeRate).mockResolvedValueOnce({ allowed: true } as never);
    await expect(emittedMetrics(() => enforceRouteLimits(route, limits, request, {}))).resolves.toEqual([]);

    vi.mocked(takeRate).mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 30 } as never);
    const headers: Record<string, string> = {};
    let refusal: unknown;
    const lines = await emittedMetrics(() =>
      enforceRouteLimits(route, limits, request, headers).catch((error: unknown) => {
        refusal = error;
      }),
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(headers['retry-after']).toBe('30');
    expect(lines.map((line) => line.values)).toEqual([{ RateLimitRefusals: 1 }]);
  });
});
