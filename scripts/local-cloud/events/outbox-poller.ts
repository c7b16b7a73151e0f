import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import {
  type EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from '@aws-sdk/client-eventbridge';
import type { DynamoDBRecord } from 'aws-lambda';
import { toBusEntries } from '#functions/outbox/relay-outbox.ts';
import { errorText, type PlaneLog } from './plane-log.ts';
import type { CheckpointStore } from './stream-checkpoint.ts';
import { sleep, waitFor } from './wait.ts';

export interface OutboxPollerOptions {
  dynamo: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  eventBridge: EventBridgeClient;
  tableName: string;
  busName: string;
  checkpoints: CheckpointStore;
  pollIntervalMs: number;
  log: PlaneLog;
}

const RECORDS_PER_CALL = 100;
const PUT_EVENTS_MAX = 10;
const SHARD_REFRESH_MS = 5_000;

/**
 * The local stand-in for the outbox pipe: reads the table stream (DynamoDB Local), keeps the outbox
 * inserts (`toBusEntries`, as the pipe's enrichment does) and publishes them with PutEvents. It
 * checkpoints a shard's position only after PutEvents accepted every entry: at least once, and a
 * restart resumes after the last published record. A closed shard is read to its end before its
 * children.
 */
export class OutboxPoller {
  /** Events accepted by the bus since start. */
  published = 0;
  lastError: string | undefined;
  private streamArn: string | undefined;
  private shards: Shard[] = [];
  private shardsListedAt = 0;
  private readonly iterators = new Map<string, string>();
  private cycle = 0;
  private lastEmptyCycle = 0;
  private inCycle = false;
  private paused = false;
  private stopping = false;
  private nap = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(private readonly options: OutboxPollerOptions) {}

  start() {
    this.loop ??= this.run();
  }

  async stop() {
    this.stopping = true;
    this.nap.abort();
    await this.loop;
  }

  /** Stops reading the stream; resolves once no read or publication is under way. */
  async pause() {
    this.paused = true;
    this.nap.abort();
    await waitFor(
      () => !this.inCycle,
      30_000,
      () => 'the poller to pause',
    );
  }

  resume() {
    this.paused = false;
    this.nap.abort();
  }

  get isPaused() {
    return this.paused;
  }

  /** Resolves once a full read of the stream, begun after this call, found nothing new. */
  async caughtUp(timeoutMs: number) {
    const after = this.cycle;
    await waitFor(
      () => this.paused || this.stopping || this.lastEmptyCycle > after,
      timeoutMs,
      () => `the outbox poller to catch up${this.lastError ? ` (last error: ${this.lastError})` : ''}`,
    );
  }

  private async run() {
    let failures = 0;
    while (!this.stopping) {
      if (this.paused) {
        await this.sleep(60_000);
        continue;
      }
      const cycle = ++this.cycle;
      this.inCycle = true;
      let read = 0;
      try {
        read = await this.pollOnce();
        // A cycle cut short by pause() or stop() has not seen the whole stream.
        if (read === 0 && !this.paused && !this.stopping) this.lastEmptyCycle = cycle;
        if (this.lastError) this.options.log.info('outbox poller recovered');
        this.lastError = undefined;
        failures = 0;
      } catch (error) {
        this.iterators.clear();
        failures++;
        const text = errorText(error);
        if (text !== this.lastError && !this.stopping)
          this.options.log.error(`outbox poller: ${text} (retrying)`);
        this.lastError = text;
      } finally {
        this.inCycle = false;
      }
      if (failures > 0) await this.sleep(Math.min(5_000, 100 * 2 ** failures));
      else if (read === 0) await this.sleep(this.options.pollIntervalMs);
    }
  }

  private async sleep(ms: number) {
    this.nap = new AbortController();
    if (this.stopping) return;
    await sleep(ms, this.nap.signal);
  }

  private async pollOnce(): Promise<number> {
    if (!this.streamArn) await this.findStream();
    if (Date.now() - this.shardsListedAt > SHARD_REFRESH_MS) await this.listShards();
    let read = 0;
    for (const shard of this.readableShards()) {
      if (this.stopping || this.paused) break;
      read += await this.readShard(shard.ShardId as string);
    }
    return read;
  }

  private async findStream() {
    const { Table } = await this.options.dynamo.send(
      new DescribeTableCommand({ TableName: this.options.tableName }),
    );
    const arn = Table?.LatestStreamArn;
    if (!arn || !Table?.StreamSpecification?.StreamEnabled) {
      throw new Error(`table ${this.options.tableName} has no stream enabled`);
    }
    const checkpoint = this.options.checkpoints.current;
    if (checkpoint.streamArn !== arn) {
      if (checkpoint.streamArn)
        this.options.log.info('the table stream changed: reading the new one from its start');
      await this.options.checkpoints.reset(arn);
    }
    this.streamArn = arn;
    this.shardsListedAt = 0;
  }

  private async listShards() {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await this.options.streams.send(
        new DescribeStreamCommand({ StreamArn: this.streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    this.shards = shards;
    this.shardsListedAt = Date.now();
    await this.options.checkpoints.retain(shards.map((shard) => shard.ShardId as string));
  }

  /** Open or unfinished shards whose parent (if still listed) has been read to its end. */
  private readableShards(): Shard[] {
    const progress = this.options.checkpoints.current.shards;
    const listed = new Set(this.shards.map((shard) => shard.ShardId));
    return this.shards.filter((shard) => {
      if (progress[shard.ShardId as string]?.finished) return false;
      const parent = shard.ParentShardId;
      return !parent || !listed.has(parent) || progress[parent]?.finished === true;
    });
  }

  private async readShard(shardId: string): Promise<number> {
    let iterator = this.iterators.get(shardId);
    try {
      iterator ??= await this.shardIterator(shardId);
      const { Records = [], NextShardIterator } = await this.options.streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: RECORDS_PER_CALL }),
      );
      if (Records.length > 0) {
        await this.publish(Records.map((record) => this.toLambdaRecord(record)));
        const last = Records[Records.length - 1]?.dynamodb?.SequenceNumber;
        await this.options.checkpoints.update(shardId, { sequenceNumber: last });
      }
      if (NextShardIterator) {
        this.iterators.set(shardId, NextShardIterator);
      } else {
        this.iterators.delete(shardId);
        await this.options.checkpoints.update(shardId, { finished: true });
        this.shardsListedAt = 0;
      }
      return Records.length;
    } catch (error) {
      this.iterators.delete(shardId);
      const name = (error as Error).name;
      if (name === 'ExpiredIteratorException') return 0;
      if (name === 'TrimmedDataAccessException') {
        this.options.log.error(
          `shard ${shardId}: records were trimmed before publication; reading from the oldest`,
        );
        await this.options.checkpoints.update(shardId, { sequenceNumber: undefined });
        return 0;
      }
      if (name === 'ResourceNotFoundException') {
        this.streamArn = undefined;
        return 0;
      }
      throw error;
    }
  }

  private async shardIterator(shardId: string): Promise<string> {
    const sequenceNumber = this.options.checkpoints.current.shards[shardId]?.sequenceNumber;
    const { ShardIterator } = await this.options.streams.send(
      new GetShardIteratorCommand({
        StreamArn: this.streamArn,
        ShardId: shardId,
        ...(sequenceNumber
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: sequenceNumber }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    if (!ShardIterator) throw new Error(`no iterator for shard ${shardId}`);
    return ShardIterator;
  }

  /** The record as Lambda and Pipes receive it. */
  private toLambdaRecord(record: _Record): DynamoDBRecord {
    const { ApproximateCreationDateTime, ...dynamodb } = record.dynamodb ?? {};
    return {
      eventID: record.eventID,
      eventName: record.eventName,
      eventVersion: record.eventVersion,
      eventSource: record.eventSource ?? 'aws:dynamodb',
      awsRegion: record.awsRegion,
      eventSourceARN: this.streamArn,
      dynamodb: {
        ...(dynamodb as NonNullable<DynamoDBRecord['dynamodb']>),
        ...(ApproximateCreationDateTime
          ? { ApproximateCreationDateTime: ApproximateCreationDateTime.getTime() / 1000 }
          : {}),
      },
    };
  }

  /** PutEvents in chunks of 10; only the failed entries are sent again, until all are accepted. */
  private async publish(records: DynamoDBRecord[]) {
    const entries = toBusEntries(records, this.options.busName);
    for (let i = 0; i < entries.length; i += PUT_EVENTS_MAX) {
      let pending: PutEventsRequestEntry[] = entries.slice(i, i + PUT_EVENTS_MAX);
      for (let attempt = 1; pending.length > 0; attempt++) {
        if (this.stopping) throw new Error('stopped before publication');
        const result = await this.options.eventBridge.send(new PutEventsCommand({ Entries: pending }));
        const failed = pending.filter((_, index) => result.Entries?.[index]?.ErrorCode);
        this.published += pending.length - failed.length;
        if (failed.length > 0) {
          const reason = result.Entries?.find((entry) => entry.ErrorCode)?.ErrorMessage;
          this.options.log.warn(`PutEvents refused ${failed.length} entries (${reason}); retrying`);
          await sleep(Math.min(5_000, 100 * 2 ** attempt));
        }
        pending = failed;
      }
    }
  }
}
