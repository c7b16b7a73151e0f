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
  const minus = (key: Exclude<keyof Usage, 'functions'>) => after[key] - before[key];
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
    emails: minus('emails'),
  };
}
