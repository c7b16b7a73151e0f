import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LockContext, objectLockGuard } from './object-lock.ts';

const request = (method: string, path: string, headers: LockContext['headers'] = {}, querystring = '') =>
  ({ method, path, querystring, headers, status: 404, type: '', body: undefined }) as LockContext;

/** Runs the guard over one request; `stored` is what s3rver answers when the guard lets it through. */
async function send(guard: ReturnType<typeof objectLockGuard>, ctx: LockContext, stored = 200) {
  let reached = false;
  await guard(ctx, async () => {
    reached = true;
    ctx.status = stored;
  });
  return { status: ctx.status, reached };
}

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 1_000).toISOString();
const lock = (until: string) => ({ 'x-amz-object-lock-retain-until-date': until });

describe('the local Object Lock guard (ADR 0089)', () => {
  it('refuses overwriting or deleting a locked key before its date, in the consent bucket only', async () => {
    const guard = objectLockGuard(mkdtempSync(join(tmpdir(), 'lock-')), ['consent']);
    expect(await send(guard, request('PUT', '/consent/consents/a.pdf', lock(future)))).toEqual({
      status: 200,
      reached: true,
    });
    expect(await send(guard, request('PUT', '/consent/consents/a.pdf'))).toEqual({
      status: 403,
      reached: false,
    });
    expect(await send(guard, request('DELETE', '/consent/consents/a.pdf'))).toEqual({
      status: 403,
      reached: false,
    });
    expect(await send(guard, request('POST', '/consent', {}, 'delete'))).toEqual({
      status: 403,
      reached: false,
    });
    expect((await send(guard, request('GET', '/consent/consents/a.pdf'))).reached).toBe(true);
    expect((await send(guard, request('DELETE', '/consent/consents/other.pdf'))).reached).toBe(true);
    expect((await send(guard, request('DELETE', '/media/consents/a.pdf'))).reached).toBe(true);
  });

  it('lets a key go once its date has passed, and records no lock for a refused put', async () => {
    const guard = objectLockGuard(mkdtempSync(join(tmpdir(), 'lock-')), ['consent']);
    await send(guard, request('PUT', '/consent/old.pdf', lock(past)));
    expect((await send(guard, request('DELETE', '/consent/old.pdf'))).reached).toBe(true);
    await send(guard, request('PUT', '/consent/failed.pdf', lock(future)), 500);
    expect((await send(guard, request('DELETE', '/consent/failed.pdf'))).reached).toBe(true);
  });

  it('keeps its locks across a restart', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lock-'));
    await send(objectLockGuard(directory, ['consent']), request('PUT', '/consent/kept.pdf', lock(future)));
    const restarted = objectLockGuard(directory, ['consent']);
    expect(await send(restarted, request('DELETE', '/consent/kept.pdf'))).toEqual({
      status: 403,
      reached: false,
    });
  });
});
