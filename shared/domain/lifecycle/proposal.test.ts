import { describe, expect, it } from 'vitest';
import {
  heldSlotsOf,
  proposalEndsAt,
  proposalIdsProblem,
  proposalState,
  proposedSlotsProblem,
} from './proposal.ts';

const now = new Date('2026-12-01T10:00:00.000Z');
const slot = (start: string, end: string, slotId = start) => ({ slotId, slotStart: start, slotEnd: end });

describe('proposalIdsProblem', () => {
  it('takes 2 to 4 distinct slots of one length', () => {
    expect(proposalIdsProblem(['2026-12-05T10:00/120', '2026-12-06T14:00/120'])).toBeUndefined();
    expect(
      proposalIdsProblem([
        '2026-12-05T10:00/60',
        '2026-12-06T10:00/60',
        '2026-12-07T10:00/60',
        '2026-12-08T10:00/60',
      ]),
    ).toBeUndefined();
  });

  it('refuses one slot, or five', () => {
    expect(proposalIdsProblem(['2026-12-05T10:00/60'])).toBe('proposalCount');
    expect(proposalIdsProblem(['05', '06', '07', '08', '09'].map((day) => `2026-12-${day}T10:00/60`))).toBe(
      'proposalCount',
    );
  });

  it('refuses the same slot twice', () => {
    expect(proposalIdsProblem(['2026-12-05T10:00/60', '2026-12-05T10:00/60'])).toBe('proposalDuplicate');
  });

  it('refuses slots of different lengths, or an id that is not a slot', () => {
    expect(proposalIdsProblem(['2026-12-05T10:00/60', '2026-12-06T10:00/90'])).toBe('proposalLengths');
    expect(proposalIdsProblem(['2026-12-05T10:00/60', 'tomorrow'])).toBe('proposalLengths');
  });

  it('refuses more slices than one transaction holds', () => {
    // 3 × 6 h = 72 slices > 64; 2 × 8 h = 64 fits.
    expect(proposalIdsProblem(['05', '06', '07'].map((day) => `2026-12-${day}T10:00/360`))).toBe(
      'proposalTooLong',
    );
    expect(proposalIdsProblem(['2026-12-05T09:00/480', '2026-12-06T09:00/480'])).toBeUndefined();
  });
});

describe('proposedSlotsProblem', () => {
  it('takes future slots that do not overlap', () => {
    const slots = [
      slot('2026-12-05T10:00:00.000Z', '2026-12-05T12:00:00.000Z'),
      slot('2026-12-05T12:00:00.000Z', '2026-12-05T14:00:00.000Z'),
    ];
    expect(proposedSlotsProblem(slots, now)).toBeUndefined();
  });

  it('refuses a slot that started', () => {
    const slots = [
      slot('2026-12-01T10:00:00.000Z', '2026-12-01T12:00:00.000Z'),
      slot('2026-12-05T12:00:00.000Z', '2026-12-05T14:00:00.000Z'),
    ];
    expect(proposedSlotsProblem(slots, now)).toBe('proposalPast');
  });

  it('refuses two slots that share a moment, whatever their order', () => {
    const slots = [
      slot('2026-12-05T11:00:00.000Z', '2026-12-05T13:00:00.000Z'),
      slot('2026-12-05T10:00:00.000Z', '2026-12-05T12:00:00.000Z'),
    ];
    expect(proposedSlotsProblem(slots, now)).toBe('proposalOverlap');
  });
});

describe('a proposal in time', () => {
  const proposal = {
    endsAt: proposalEndsAt(now, 48),
    slots: [
      slot('2026-12-05T10:00:00.000Z', '2026-12-05T12:00:00.000Z'),
      slot('2026-12-06T10:00:00.000Z', '2026-12-06T12:00:00.000Z'),
    ],
  };
  const request = { slotStart: '2026-12-04T10:00:00.000Z', slotEnd: '2026-12-04T12:00:00.000Z' };

  it('ends after the hours the artist chose', () => {
    expect(proposal.endsAt).toBe('2026-12-03T10:00:00.000Z');
  });

  it('is open until its end, then lapsed', () => {
    expect(proposalState(proposal, now)).toBe('open');
    expect(proposalState(proposal, new Date('2026-12-03T09:59:59.999Z'))).toBe('open');
    expect(proposalState(proposal, new Date('2026-12-03T10:00:00.000Z'))).toBe('lapsed');
    expect(proposalState(undefined, now)).toBeUndefined();
  });

  it('holds its slots while open, nothing once lapsed, the request its own slot without one', () => {
    expect(heldSlotsOf({ ...request, proposal }, now)).toEqual(proposal.slots);
    expect(heldSlotsOf({ ...request, proposal }, new Date('2026-12-03T10:00:00.000Z'))).toEqual([]);
    expect(heldSlotsOf(request, now)).toEqual([request]);
  });
});
