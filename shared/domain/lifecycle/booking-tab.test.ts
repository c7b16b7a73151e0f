import { describe, expect, it } from 'vitest';
import { bookingTab, compareBookings } from './booking-tab.ts';

const now = new Date('2026-05-02T12:00:00.000Z');

describe('bookingTab', () => {
  it('is upcoming until the slot ends, then past', () => {
    expect(bookingTab({ status: 'confirmed', slotEnd: '2026-05-02T12:00:01.000Z' }, now)).toBe('upcoming');
    expect(bookingTab({ status: 'confirmed', slotEnd: '2026-05-02T12:00:00.000Z' }, now)).toBe('past');
    expect(bookingTab({ status: 'confirmed', slotEnd: '2026-04-30T10:00:00.000Z' }, now)).toBe('past');
  });

  it('is canceled once cancelled, whenever the slot is', () => {
    expect(bookingTab({ status: 'canceled', slotEnd: '2027-01-01T10:00:00.000Z' }, now)).toBe('canceled');
    expect(bookingTab({ status: 'canceled', slotEnd: '2025-01-01T10:00:00.000Z' }, now)).toBe('canceled');
  });
});

describe('compareBookings', () => {
  it('puts upcoming soonest first, then past and canceled latest first', () => {
    const bookings = [
      { id: 'past-old', tab: 'past' as const, slotStart: '2026-01-01T10:00:00.000Z' },
      { id: 'up-late', tab: 'upcoming' as const, slotStart: '2026-06-01T10:00:00.000Z' },
      { id: 'canceled', tab: 'canceled' as const, slotStart: '2026-04-01T10:00:00.000Z' },
      { id: 'up-soon', tab: 'upcoming' as const, slotStart: '2026-05-03T10:00:00.000Z' },
      { id: 'past-recent', tab: 'past' as const, slotStart: '2026-04-20T10:00:00.000Z' },
    ];
    expect(bookings.sort(compareBookings).map((booking) => booking.id)).toEqual([
      'up-soon',
      'up-late',
      'past-recent',
      'canceled',
      'past-old',
    ]);
  });
});
