import { randomUUID } from 'node:crypto';

export interface QueuedMessage<T> {
  id: string;
  body: T;
  /** Epoch milliseconds. */
  sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
}

export interface LocalQueueOptions<T> {
  name: string;
  batchSize: number;
  /** Batches processed at the same time. */
  concurrency?: number;
  /** Receives before a failing message moves to the dead-letter list. */
  maxReceiveCount: number;
  /** A message older than this goes to the dead-letter list instead of being delivered. */
  maxAgeMs?: number;
  /** How long a message stays invisible after its `receiveCount`-th receive failed. */
  retryDelayMs: (receiveCount: number) => number;
  /** Delivers a batch; resolves with the ids of the messages that failed (all of them if it throws). */
  process: (batch: readonly QueuedMessage<T>[]) => Promise<readonly string[]>;
  onFailure?: (error: unknown, batch: readonly QueuedMessage<T>[]) => void;
  onDeadLetter?: (message: QueuedMessage<T>, reason: string) => void;
}

export interface QueueStats {
  /** Ready to be received now. */
  visible: number;
  /** Being processed, or waiting for its retry delay (SQS: not visible). */
  inFlight: number;
  /** In the dead-letter list. */
  dlq: number;
}

export interface QueueSnapshot<T> {
  messages: QueuedMessage<T>[];
  deadLetters: QueuedMessage<T>[];
}

interface Entry<T> extends QueuedMessage<T> {
  visibleAt: number;
  processing: boolean;
}

/**
 * An in-memory queue with SQS semantics: at-least-once delivery in batches, a failed message comes
 * back after a delay, and after `maxReceiveCount` receives it moves to a dead-letter list. The local
 * event plane uses it for SQS targets, for Lambda's asynchronous invocation queue and for the archive.
 */
export class LocalQueue<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly dead: QueuedMessage<T>[] = [];
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private started = false;

  constructor(private readonly options: LocalQueueOptions<T>) {}

  get name() {
    return this.options.name;
  }

  send(body: T): string {
    const id = randomUUID();
    this.entries.set(id, { id, body, sentAt: Date.now(), receiveCount: 0, visibleAt: 0, processing: false });
    this.wake(0);
    return id;
  }

  start() {
    this.started = true;
    this.wake(0);
  }

  /** Stops receiving and waits for the batches being processed. */
  async stop() {
    this.started = false;
    this.clearTimer();
    await Promise.allSettled([...this.running]);
  }

  stats(now = Date.now()): QueueStats {
    let visible = 0;
    for (const entry of this.entries.values()) if (!entry.processing && entry.visibleAt <= now) visible++;
    return { visible, inFlight: this.entries.size - visible, dlq: this.dead.length };
  }

  /** Nothing left to deliver (dead letters do not count). */
  isIdle() {
    return this.entries.size === 0;
  }

  deadLetters(): readonly QueuedMessage<T>[] {
    return this.dead;
  }

  snapshot(): QueueSnapshot<T> {
    const strip = ({ id, body, sentAt, receiveCount, firstReceivedAt }: QueuedMessage<T>) => ({
      id,
      body,
      sentAt,
      receiveCount,
      ...(firstReceivedAt === undefined ? {} : { firstReceivedAt }),
    });
    return { messages: [...this.entries.values()].map(strip), deadLetters: this.dead.map(strip) };
  }

  /** Puts back the messages of a snapshot: visible at once, receive counts kept. */
  restore(snapshot: QueueSnapshot<T>) {
    for (const message of snapshot.messages) {
      this.entries.set(message.id, { ...message, visibleAt: 0, processing: false });
    }
    this.dead.push(...snapshot.deadLetters);
    this.wake(0);
  }

  private wake(delayMs: number) {
    if (!this.started) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    this.clearTimer();
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Number.POSITIVE_INFINITY;
      this.pump();
    }, delayMs);
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
  }

  private pump() {
    if (!this.started) return;
    const concurrency = this.options.concurrency ?? 1;
    while (this.running.size < concurrency) {
      const batch = this.receive();
      if (batch.length === 0) break;
      const run: Promise<void> = this.deliver(batch).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
    const next = this.nextVisibleAt();
    if (next !== undefined && this.running.size < concurrency) this.wake(Math.max(0, next - Date.now()));
  }

  private receive(): Entry<T>[] {
    const now = Date.now();
    const batch: Entry<T>[] = [];
    for (const entry of this.entries.values()) {
      if (batch.length >= this.options.batchSize) break;
      if (entry.processing || entry.visibleAt > now) continue;
      if (this.options.maxAgeMs !== undefined && now - entry.sentAt > this.options.maxAgeMs) {
        this.deadLetter(entry, 'maximum event age exceeded');
        continue;
      }
      entry.receiveCount++;
      entry.firstReceivedAt ??= now;
      entry.processing = true;
      batch.push(entry);
    }
    return batch;
  }

  private async deliver(batch: Entry<T>[]) {
    let failed: Set<string>;
    try {
      failed = new Set(await this.options.process(batch));
    } catch (error) {
      failed = new Set(batch.map((entry) => entry.id));
      this.options.onFailure?.(error, batch);
    }
    const now = Date.now();
    for (const entry of batch) {
      entry.processing = false;
      if (!failed.has(entry.id)) {
        this.entries.delete(entry.id);
      } else if (entry.receiveCount >= this.options.maxReceiveCount) {
        this.deadLetter(entry, `failed ${entry.receiveCount} times`);
      } else {
        entry.visibleAt = now + this.options.retryDelayMs(entry.receiveCount);
      }
    }
  }

  private deadLetter(entry: Entry<T>, reason: string) {
    this.entries.delete(entry.id);
    const { visibleAt: _visibleAt, processing: _processing, ...message } = entry;
    this.dead.push(message);
    this.options.onDeadLetter?.(message, reason);
  }

  private nextVisibleAt(): number | undefined {
    let next: number | undefined;
    for (const entry of this.entries.values()) {
      if (!entry.processing && (next === undefined || entry.visibleAt < next)) next = entry.visibleAt;
    }
    return next;
  }
}
