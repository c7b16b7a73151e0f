import { describe, expect, it } from 'vitest';
import { emittedMetrics } from '#functions/lib/test-emitted-metrics.ts';
import { handler } from './offer-freed-slot.ts';

describe('a queue consumer counts the events it fails (ADR 0080)', () => {
  it('each record reported as a batch item failure is one ConsumerFailures', async () => {
    const event = {
      Records: [
        { messageId: 'm-1', body: 'not an event' },
        { messageId: 'm-2', body: '{}' },
      ],
    } as unknown as Parameters<typeof handler>[0];
    let answer: Awaited<ReturnType<typeof handler>> | undefined;
    const lines = await emittedMetrics(async () => {
      answer = await handler(event);
    });
    expect(answer?.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }, { itemIdentifier: 'm-2' }]);
    expect(lines.map((line) => line.values)).toEqual([{ ConsumerFailures: 1 }, { ConsumerFailures: 1 }]);
  });
});
