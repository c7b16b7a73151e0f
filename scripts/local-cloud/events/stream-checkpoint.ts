import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Where the outbox poller is in the table stream: the last sequence number published, per shard. */
export interface StreamCheckpoint {
  streamArn?: string;
  shards: Record<string, { sequenceNumber?: string; finished?: boolean }>;
}

/** The checkpoint, kept in a small JSON file when `file` is given (else in memory only). */
export class CheckpointStore {
  private state: StreamCheckpoint = { shards: {} };

  constructor(private readonly file?: string) {}

  get current(): StreamCheckpoint {
    return this.state;
  }

  async load(): Promise<StreamCheckpoint> {
    if (!this.file) return this.state;
    try {
      const parsed = JSON.parse(await readFile(this.file, 'utf8')) as Partial<StreamCheckpoint>;
      this.state = {
        ...(parsed.streamArn ? { streamArn: parsed.streamArn } : {}),
        shards: parsed.shards ?? {},
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return this.state;
  }

  /** Starts over on another stream (a new table, or DynamoDB Local restarted in memory). */
  async reset(streamArn: string) {
    this.state = { streamArn, shards: {} };
    await this.save();
  }

  async update(shardId: string, change: { sequenceNumber?: string; finished?: boolean }) {
    this.state.shards[shardId] = { ...this.state.shards[shardId], ...change };
    await this.save();
  }

  /** Forgets the shards the stream no longer lists (trimmed after 24 h). */
  async retain(shardIds: readonly string[]) {
    const keep = new Set(shardIds);
    const gone = Object.keys(this.state.shards).filter((id) => !keep.has(id));
    if (gone.length === 0) return;
    for (const id of gone) delete this.state.shards[id];
    await this.save();
  }

  private async save() {
    if (!this.file) return;
    await mkdir(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(this.state, null, 2)}\n`);
    await rename(temporary, this.file);
  }
}
