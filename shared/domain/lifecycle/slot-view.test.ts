import { describe, expect, it } from 'vitest';
import { slotViewFixture } from '#shared/api/contracts/lifecycle-views-fixtures.ts';
import { slotSnapshotOf } from './slot-view.ts';

describe('slotSnapshotOf', () => {
  it('reads the wall time from the slot id and keeps the UTC instants', () => {
    expect(
      slotSnapshotOf({
        slotId: '2026-05-02T10:00/120',
        slotStart: '2026-05-02T08:00:00.000Z',
        slotEnd: '2026-05-02T10:00:00.000Z',
        timezone: 'Europe/Paris',
      }),
    ).toEqual(slotViewFixture);
  });

  it('refuses a text that is not a slot id', () => {
    expect(() => slotSnapshotOf({ slotId: 'nope', slotStart: '', slotEnd: '', timezone: 'UTC' })).toThrow(
      /not a slot id/,
    );
  });
});
