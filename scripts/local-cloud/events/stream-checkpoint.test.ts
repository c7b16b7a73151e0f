import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckpointStore } from './stream-checkpoint.ts';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('CheckpointStore', () => {
  it('keeps the position per shard in a file that a new store reads back', async () => {
    dir = await mkdtemp(join(tmpdir(), 'checkpoint-'));
    const file = join(dir, 'nested', 'checkpoint.json');
    const store = new CheckpointStore(file);
    expect(await store.load()).toEqual({ shards: {} });
    await store.reset('arn:stream/1');
    await store.update('shard-1', { sequenceNumber: '100' });
    await store.update('shard-1', { finished: true });
    await store.update('shard-2', { sequenceNumber: '200' });

    const again = new CheckpointStore(file);
    expect(await again.load()).toEqual({
      streamArn: 'arn:stream/1',
      shards: { 'shard-1': { sequenceNumber: '100', finished: true }, 'shard-2': { sequenceNumber: '200' } },
    });
    await again.retain(['shard-2']);
    expect(JSON.parse(await readFile(file, 'utf8')).shards).toEqual({ 'shard-2': { sequenceNumber: '200' } });
  });

  it('works in memory without a file', async () => {
    const store = new CheckpointStore();
    await store.reset('arn:stream/2');
    await store.update('s', { sequenceNumber: '1' });
    expect(store.current).toEqual({ streamArn: 'arn:stream/2', shards: { s: { sequenceNumber: '1' } } });
  });
});
