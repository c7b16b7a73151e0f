import { describe, expect, it } from 'vitest';
import { MAX_OFFERED, offerOpenFor, waitlistCandidates } from './waitlist.ts';

const freed = { start: '2026-12-10T09:00:00.000Z', end: '2026-12-10T11:00:00.000Z' };
const now = new Date('2026-12-01T10:00:00Z');
const booking = (id: string, start: string, since: string | undefined, hours = 2) => ({
  bookingId: id,
  status: 'confirmed' as const,
  slotStart: start,
  slotEnd: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
  waitlistSince: since,
});

describe('waitlistCandidates', () => {
  it('offers a freed slot to later bookings of the same length, first waiting first', () => {
    const found = waitlistCandidates(
      freed,
      [
        booking('late-second', '2026-12-20T09:00:00.000Z', '2026-12-01T09:00:00Z'),
        booking('late-first', '2026-12-24T09:00:00.000Z', '2026-11-30T09:00:00Z'),
        booking('earlier', '2026-12-05T09:00:00.000Z', '2026-11-29T09:00:00Z'),
        booking('not-waiting', '2026-12-22T09:00:00.000Z', undefined),
        booking('longer', '2026-12-22T09:00:00.000Z', '2026-11-28T09:00:00Z', 3),
        {
          ...booking('cancelled', '2026-12-22T09:00:00.000Z', '2026-11-28T09:00:00Z'),
          status: 'canceled' as const,
        },
      ],
      now,
    );
    expect(found.map((item) => item.bookingId)).toEqual(['late-first', 'late-second']);
  });

  it('offers nothing once the slot started, and at most ten', () => {
    const many = Array.from({ length: 14 }, (_, n) =>
      booking(`b${n}`, '2026-12-20T09:00:00.000Z', `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00Z`),
    );
    expect(waitlistCandidates(freed, many, now)).toHaveLength(MAX_OFFERED);
    expect(waitlistCandidates(freed, many, new Date(freed.start))).toEqual([]);
  });
});

describe('offerOpenFor', () => {
  const offer = { offeredTo: ['a', 'b'], slotStart: freed.start };
  it('is open to the bookings offered it until taken or started', () => {
    expect(offerOpenFor(offer, 'a', now)).toBe('open');
    expect(offerOpenFor(offer, 'c', now)).toBe('not_offered');
    expect(offerOpenFor({ ...offer, takenBy: 'b' }, 'a', now)).toBe('taken');
    expect(offerOpenFor(offer, 'a', new Date(freed.start))).toBe('expired');
  });
});
