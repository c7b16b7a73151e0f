import { afterEach, describe, expect, it } from 'vitest';
import { LocalQueue, type LocalQueueOptions, type QueuedMessage } from './local-queue.ts';
import { waitFor } from './wait.ts';

const queues: LocalQueue<unknown>[] = [];

function queue<T>(options: Partial<LocalQueueOptions<T>> & Pick<LocalQueueOptions<T>, 'process'>) {
  const q = new LocalQueue<T>({
    name: 'test',
    batchSize: 10,
    maxReceiveCount: 3,
    retryDelayMs: () => 5,
    ...options,
  });
  queues.push(q as LocalQueue<unknown>);
  q.start();
  return q;
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});

describe('LocalQueue', () => {
  it('delivers messages in batches and forgets the ones that succeed', async () => {
    const batches: string[][] = [];
    const q = queue<string>({
      batchSize: 2,
      process: async (batch) => {
        batches.push(batch.map((m) => m.body));
        return [];
      },
    });
    for (const body of ['a', 'b', 'c']) q.send(body);
    await waitFor(() => q.isIdle(), 1000);
    expect(batches).toEqual([['a', 'b'], ['c']]);
    expect(q.stats()).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
  });

  it('retries only the failed messages of a batch', async () => {
    const seen: string[] = [];
    const q = queue<string>({
      process: async (batch) => {
        seen.push(...batch.map((m) => `${m.body}#${m.receiveCount}`));
        return batch.filter((m) => m.body === 'b' && m.receiveCount < 2).map((m) => m.id);
      },
    });
    q.send('a');
    q.send('b');
    await waitFor(() => q.isIdle(), 1000);
    expect(seen).toEqual(['a#1', 'b#1', 'b#2']);
  });

  it('moves a message that keeps failing to the dead-letter list after maxReceiveCount receives', async () => {
    const delays: number[] = [];
    let calls = 0;
    const dead: QueuedMessage<string>[] = [];
    const q = queue<string>({
      maxReceiveCount: 4,
      retryDelayMs: (n) => {
        delays.push(n);
        return 2 * n;
      },
      process: async () => {
        calls++;
        throw new Error('SES is down');
      },
      onDeadLetter: (message) => dead.push(message),
    });
    q.send('mail');
    await waitFor(() => q.isIdle(), 1000);
    expect(calls).toBe(4);
    expect(delays).toEqual([1, 2, 3]);
    expect(dead.map((m) => [m.body, m.receiveCount])).toEqual([['mail', 4]]);
    expect(q.stats()).toEqual({ visible: 0, inFlight: 0, dlq: 1 });
  });

  it('shows a failed message as in flight until its retry delay is over', async () => {
    let fail = true;
    const q = queue<string>({
      retryDelayMs: () => 100,
      process: async (batch) => (fail ? batch.map((m) => m.id) : []),
    });
    q.send('x');
    await waitFor(() => q.stats().inFlight === 1, 1000);
    expect(q.stats()).toEqual({ visible: 0, inFlight: 1, dlq: 0 });
    fail = false;
    await waitFor(() => q.isIdle(), 1000);
  });

  it('dead-letters a message older than the maximum age', async () => {
    let calls = 0;
    const q = queue<string>({
      maxAgeMs: 20,
      maxReceiveCount: 100,
      retryDelayMs: () => 30,
      process: async (batch) => {
        calls++;
        return batch.map((m) => m.id);
      },
    });
    q.send('old');
    await waitFor(() => q.isIdle(), 1000);
    expect(calls).toBe(1);
    expect(q.deadLetters()).toHaveLength(1);
  });

  it('keeps messages across a snapshot and restore', async () => {
    const first = queue<string>({ retryDelayMs: () => 60_000, process: async (b) => b.map((m) => m.id) });
    first.send('kept');
    await waitFor(() => first.stats().inFlight === 1, 1000);
    await first.stop();
    const snapshot = first.snapshot();
    expect(snapshot.messages.map((m) => [m.body, m.receiveCount])).toEqual([['kept', 1]]);

    const delivered: string[] = [];
    const second = queue<string>({
      process: async (batch) => {
        delivered.push(...batch.map((m) => `${m.body}#${m.receiveCount}`));
        return [];
      },
    });
    second.restore(JSON.parse(JSON.stringify(snapshot)));
    await waitFor(() => second.isIdle(), 1000);
    expect(delivered).toEqual(['kept#2']);
  });

  it('processes several batches at once up to its concurrency', async () => {
    let active = 0;
    let peak = 0;
    const q = queue<number>({
      batchSize: 1,
      concurrency: 3,
      process: async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active--;
        return [];
      },
    });
    for (let i = 0; i < 6; i++) q.send(i);
    await waitFor(() => q.isIdle(), 1000);
    expect(peak).toBe(3);
  });
});
