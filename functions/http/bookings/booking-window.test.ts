import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors.ts';
import { bookingWindow } from './booking-window.ts';

function refusal(query: { from?: string; to?: string }) {
  try {
    bookingWindow(query);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, fields: error.fields };
    throw error;
  }
  throw new Error('not refused');
}

describe('bookingWindow', () => {
  it('is absent for a list query', () => {
    expect(bookingWindow({ tab: 'past' })).toBeUndefined();
  });

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

  it('refuses half a window, an end before the start and more than 62 days', () => {
    expect(refusal({ from: '2030-05-01' })).toEqual({
      status: 400,
      fields: [{ path: 'to', key: 'validation.lifecycle.windowInvalid' }],
    });
    expect(refusal({ to: '2030-05-01' }).fields?.[0]?.path).toBe('from');
    expect(refusal({ from: '2030-05-02', to: '2030-05-01' }).fields?.[0]?.key).toBe(
      'validation.lifecycle.windowInvalid',
    );
    expect(refusal({ from: '2030-05-01', to: '2030-07-02' }).fields?.[0]?.key).toBe(
      'validation.lifecycle.windowTooLong',
    );
  });
});
