import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/src/test/fixtures.ts';
import { sendWithProof } from './proof-of-work.ts';

vi.mock('./runtime-config.ts', () => ({ getRuntimeConfig: () => ({ apiBaseUrl: '/api' }) }));

describe('sendWithProof (ADR 0068)', () => {
  it('solves the challenge and sends the call once more with the payload in x-altcha', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 1000 });
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input) === '/api/pow/challenge' ? jsonResponse(200, challenge) : jsonResponse(201, { ok: true }),
    );
    const asked = jsonResponse(428, { error: { code: 'proof_of_work_required', message: 'check' } });
    const answer = await sendWithProof(
      '/api/x',
      { method: 'POST', headers: { a: '1' } },
      asked,
      fetch as never,
    );
    expect(answer.status).toBe(201);
    const headers = fetch.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers.a).toBe('1');
    const payload = JSON.parse(atob(headers['x-altcha']!));
    expect(payload).toMatchObject({ challenge: challenge.challenge, signature: challenge.signature });
    expect(payload.number).toEqual(expect.any(Number));
  });

  it('keeps the first answer when no challenge can be had', async () => {
    const asked = jsonResponse(428, { error: { code: 'proof_of_work_required', message: 'check' } });
    const fetch = vi.fn(async () => jsonResponse(429, {}));
    expect(await sendWithProof('/api/x', { method: 'POST' }, asked, fetch as never)).toBe(asked);
  });
});
