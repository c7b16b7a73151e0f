/**
 * What the local cloud counts of its own work, for `npm run cost` (docs/cost.md): the billable units
 * AWS would count for the same run. Plain counters, always on (a few additions per request); the
 * DynamoDB capacity units need the metering proxy (dynamodb-meter.ts), started on demand.
 */
interface FunctionUsage {
  invocations: number;
  /** Sum of the invocations' durations, each rounded up to the millisecond as Lambda bills. */
  billedMs: number;
}

function createMeter() {
  return {
    functions: new Map<string, FunctionUsage>(),
    /** Requests that reached API Gateway (past the edge cache). */
    apiRequests: 0,
    /** Requests to the origin (CloudFront's viewer requests) and the bytes answered. */
    edgeRequests: 0,
    edgeBytes: 0,
    /** Events put on the bus (PutEvents entries, the outbox's included). */
    busEvents: 0,
    /** SQS requests: the rule's send, the poller's receive and delete, per batch. */
    queueRequests: 0,
    /** Records the analytics archive (Firehose) took. */
    archivedRecords: 0,
    /** CloudFront invalidation paths (the edge-cache consumer's). */
    invalidationPaths: 0,
    readUnits: 0,
    writeUnits: 0,
    /** Table calls the proxy saw, and the units they consumed, by operation. */
    tableCalls: new Map<string, number>(),
    tableUnits: new Map<string, number>(),
    /** Items written (each transaction item apart), by ElectroDB entity. */
    writtenItems: new Map<string, number>(),
    /** Their write units, by entity: a transaction's at AWS's floor item by item (dynamodb-meter.ts). */
    writtenUnits: new Map<string, number>(),

    lambda(name: string, durationMs: number) {
      const usage = this.functions.get(name) ?? { invocations: 0, billedMs: 0 };
      usage.invocations += 1;
      usage.billedMs += Math.max(1, Math.ceil(durationMs));
      this.functions.set(name, usage);
    },

    reset() {
      this.functions.clear();
      this.tableCalls.clear();
      this.tableUnits.clear();
      this.writtenItems.clear();
      this.writtenUnits.clear();
      this.apiRequests = 0;
      this.edgeRequests = 0;
      this.edgeBytes = 0;
      this.busEvents = 0;
      this.queueRequests = 0;
      this.archivedRecords = 0;
      this.invalidationPaths = 0;
      this.readUnits = 0;
      this.writeUnits = 0;
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;

/** The local cloud's meter: one per process, as there is one local cloud per process. */
export const meter: Meter = createMeter();
