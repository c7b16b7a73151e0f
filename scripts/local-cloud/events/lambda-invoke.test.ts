import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumers, schedules } from '#events/consumers.ts';
import { createHandlerLoader, handlerExists, invokeHandler, REPO_ROOT } from './lambda-invoke.ts';

describe('handler loading', () => {
  it('resolves handler paths from the repository root', () => {
    expect(existsSync(join(REPO_ROOT, 'events', 'consumers.ts'))).toBe(true);
    expect(handlerExists('functions/outbox/relay-outbox.ts')).toBe(true);
  });

  it('imports the handler of a repository module', async () => {
    const handler = await createHandlerLoader()('functions/outbox/relay-outbox.ts');
    await expect(Promise.resolve(handler([], {} as never))).resolves.toEqual([]);
  });

  it('refuses a module without a handler, and tries again next time', async () => {
    const load = createHandlerLoader();
    await expect(load('events/consumers.ts')).rejects.toThrow(/exports no handler/);
    await expect(load('events/consumers.ts')).rejects.toThrow(/exports no handler/);
  });

  it('names handler modules of the consumers table with a path under functions/', () => {
    const definitions: { name: string; handler?: string }[] = [...consumers, ...schedules];
    for (const { handler } of definitions) {
      if (handler) expect(handler).toMatch(/^functions\/.+\.ts$/);
    }
  });
});

describe('invokeHandler', () => {
  it('passes a Lambda context with the remaining time', async () => {
    const result = await invokeHandler(
      (_event, context) => ({ name: context.functionName, left: context.getRemainingTimeInMillis() }),
      {},
      { functionName: 'inkslot-x', region: 'eu-west-3', timeoutMs: 5000 },
    );
    expect(result).toMatchObject({ name: 'inkslot-x' });
    expect((result as { left: number }).left).toBeGreaterThan(4000);
  });
});
