import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/errors.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { bookingWindow, lastLocalDay } from './booking-window.ts';

function refusal(query: { from: string; to: string }) {
  try {
    bookingWindow(query);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, fields: error.fields };
    throw error;
  }
  throw new Error('not refused');
}

describe('bookingWindow', () => {
  it('takes 1 to 62 local days, both ends inclusive', () => {
    expect(bookingWindow({ from: '2030-05-01', to: '2030-05-01' })).toEqual({
      from: '2030-05-01',
      to: '2030-05-01',
    });
    expect(bookingWindow({ from: '2030-05-01', to: '2030-07-01' })).toEqual({
      from: '2030-05-01',
      to: '2030-07-01',
    });
  });

  it('refuses an end before the start and more than 62 days', () => {
    expect(refusal({ from: '2030-05-02', to: '2030-05-01' })).toEqual({
      status: 400,
      fields: [{ path: 'to', key: 'validation.lifecycle.windowInvalid' }],
    });
    expect(refusal({ from: '2030-05-01', to: '2030-07-02' }).fields?.[0]?.key).toBe(
      'validation.lifecycle.windowTooLong',
    );
  });
});

describe('a slot across midnight', () => {
  it('reaches the local day of its last minute, not the day it ends at midnight', () => {
    // 22:00 → 02:00 in Paris (UTC+2 in May): its last minute is on May 2.
    expect(lastLocalDay('2030-05-02T00:00:00.000Z', 'Europe/Paris')).toBe('2030-05-02');
    // 20:00 → 24:00 in Paris ends at midnight: it stays on May 1.
    expect(lastLocalDay('2030-05-01T22:00:00.000Z', 'Europe/Paris')).toBe('2030-05-01');
    // The window's day before (where a slot into it may start).
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
  });
});
