import type { Meter } from '#scripts/local-cloud/metering/meter.ts';

/** What a phase of the run used, as AWS would count it. */
export interface Usage {
  functions: Record<string, { invocations: number; billedMs: number }>;
  apiRequests: number;
  edgeRequests: number;
  edgeBytes: number;
  busEvents: number;
  outboxRecords: number;
  queueRequests: number;
  archivedRecords: number;
  invalidationPaths: number;
  readUnits: number;
  writeUnits: number;
  /** Items written (puts, updates, deletes, each transaction item), by entity. */
  writtenItems: Record<string, number>;
  /** Their write units, by entity (transactions item by item, at what AWS bills at least). */
  writtenUnits: Record<string, number>;
  /** Table calls and the units they consumed, by operation (`TransactWriteItems`, `Query`...). */
  callsByOperation: Record<string, number>;
  unitsByOperation: Record<string, number>;
  emails: number;
}

/** The meter's counters now, with the counts the run reads elsewhere (bus, outbox, mailbox). */
export function snapshot(
  meter: Meter,
  extra: { busEvents: number; outboxRecords: number; emails: number },
): Usage {
  return {
    functions: Object.fromEntries([...meter.functions].map(([name, usage]) => [name, { ...usage }])),
    apiRequests: meter.apiRequests,
    edgeRequests: meter.edgeRequests,
    edgeBytes: meter.edgeBytes,
    queueRequests: meter.queueRequests,
    archivedRecords: meter.archivedRecords,
    invalidationPaths: meter.invalidationPaths,
    readUnits: meter.readUnits,
    writeUnits: meter.writeUnits,
    writtenItems: Object.fromEntries(meter.writtenItems),
    writtenUnits: Object.fromEntries(meter.writtenUnits),
    callsByOperation: Object.fromEntries(meter.tableCalls),
    unitsByOperation: Object.fromEntries(meter.tableUnits),
    ...extra,
  };
}

/** `after` minus `before`, counter by counter. */
export function difference(after: Usage, before: Usage): Usage {
  const functions: Usage['functions'] = {};
  for (const [name, usage] of Object.entries(after.functions)) {
    const earlier = before.functions[name] ?? { invocations: 0, billedMs: 0 };
    const invocations = usage.invocations - earlier.invocations;
    if (invocations > 0) functions[name] = { invocations, billedMs: usage.billedMs - earlier.billedMs };
  }
  const minus = (key: Counter) => after[key] - before[key];
  return {
    functions,
    apiRequests: minus('apiRequests'),
    edgeRequests: minus('edgeRequests'),
    edgeBytes: minus('edgeBytes'),
    busEvents: minus('busEvents'),
    outboxRecords: minus('outboxRecords'),
    queueRequests: minus('queueRequests'),
    archivedRecords: minus('archivedRecords'),
    invalidationPaths: minus('invalidationPaths'),
    readUnits: minus('readUnits'),
    writeUnits: minus('writeUnits'),
    writtenItems: combine(after.writtenItems, before.writtenItems, -1),
    writtenUnits: combine(after.writtenUnits, before.writtenUnits, -1),
    callsByOperation: combine(after.callsByOperation, before.callsByOperation, -1),
    unitsByOperation: combine(after.unitsByOperation, before.unitsByOperation, -1),
    emails: minus('emails'),
  };
}

type Counter = Exclude<
  keyof Usage,
  'functions' | 'writtenItems' | 'writtenUnits' | 'callsByOperation' | 'unitsByOperation'
>;

/** `a` plus `b`, counter by counter. */
export function sum(a: Usage, b: Usage): Usage {
  const functions: Usage['functions'] = { ...a.functions };
  for (const [name, usage] of Object.entries(b.functions)) {
    const earlier = functions[name] ?? { invocations: 0, billedMs: 0 };
    functions[name] = {
      invocations: earlier.invocations + usage.invocations,
      billedMs: earlier.billedMs + usage.billedMs,
    };
  }
  const plus = (key: Counter) => a[key] + b[key];
  return {
    functions,
    apiRequests: plus('apiRequests'),
    edgeRequests: plus('edgeRequests'),
    edgeBytes: plus('edgeBytes'),
    busEvents: plus('busEvents'),
    outboxRecords: plus('outboxRecords'),
    queueRequests: plus('queueRequests'),
    archivedRecords: plus('archivedRecords'),
    invalidationPaths: plus('invalidationPaths'),
    readUnits: plus('readUnits'),
    writeUnits: plus('writeUnits'),
    writtenItems: combine(a.writtenItems, b.writtenItems, 1),
    writtenUnits: combine(a.writtenUnits, b.writtenUnits, 1),
    callsByOperation: combine(a.callsByOperation, b.callsByOperation, 1),
    unitsByOperation: combine(a.unitsByOperation, b.unitsByOperation, 1),
    emails: plus('emails'),
  };
}

function combine(a: Record<string, number>, b: Record<string, number>, sign: 1 | -1) {
  const out: Record<string, number> = { ...a };
  for (const [key, n] of Object.entries(b)) out[key] = (out[key] ?? 0) + sign * n;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}
