import { describe, expect, it } from 'vitest';
import { difference, sum, type Usage } from './usage.ts';

const usage = (n: number, functions: Usage['functions'] = {}): Usage => ({
  functions,
  apiRequests: n,
  edgeRequests: n,
  edgeBytes: n,
  busEvents: n,
  outboxRecords: n,
  queueRequests: n,
  archivedRecords: n,
  invalidationPaths: n,
  readUnits: n,
  writeUnits: n,
  writtenItems: { slothold: n },
  writtenUnits: { slothold: 2 * n },
  callsByOperation: { TransactWriteItems: n },
  unitsByOperation: { TransactWriteItems: 2 * n },
  emails: n,
});

describe('usage arithmetic: the core path metered in two stages', () => {
  it('adds two stages counter by counter, functions and entities merged', () => {
    const total = sum(
      usage(2, { 'http-requests': { invocations: 2, billedMs: 10 } }),
      usage(3, {
        'http-requests': { invocations: 1, billedMs: 5 },
        'http-inbox': { invocations: 1, billedMs: 4 },
      }),
    );
    expect(total).toMatchObject({ writeUnits: 5, emails: 5, writtenItems: { slothold: 5 } });
    expect(total.unitsByOperation).toEqual({ TransactWriteItems: 10 });
    expect(total.functions).toEqual({
      'http-requests': { invocations: 3, billedMs: 15 },
      'http-inbox': { invocations: 1, billedMs: 4 },
    });
  });

  it('takes one snapshot from another, dropping what did not change', () => {
    const delta = difference(
      usage(5, { a: { invocations: 4, billedMs: 9 } }),
      usage(5, { a: { invocations: 4, billedMs: 9 } }),
    );
    expect(delta.functions).toEqual({});
    expect(delta.writtenItems).toEqual({});
    expect(delta.writeUnits).toBe(0);
    expect(difference(usage(7), usage(5))).toMatchObject({ readUnits: 2, writtenItems: { slothold: 2 } });
  });
});
