import { describe, expect, it } from 'vitest';
import { addMonths, insideTouchUpWindow, touchUpState, touchUpWindowEnd } from './touch-up.ts';

const session = { status: 'confirmed' as const, slotEnd: '2026-01-31T15:00:00.000Z' };

describe('addMonths', () => {
  it('adds calendar months, clamping the day to the month’s last', () => {
    expect(addMonths('2026-01-31T15:00:00.000Z', 1)).toBe('2026-02-28T15:00:00.000Z');
    expect(addMonths('2028-01-31T15:00:00.000Z', 1)).toBe('2028-02-29T15:00:00.000Z');
    expect(addMonths('2026-03-15T09:30:00.000Z', 3)).toBe('2026-06-15T09:30:00.000Z');
    expect(addMonths('2026-11-30T23:00:00.000Z', 12)).toBe('2027-11-30T23:00:00.000Z');
    expect(addMonths('2026-10-31T10:00:00.000Z', 4)).toBe('2027-02-28T10:00:00.000Z');
  });
});

describe('touchUpWindowEnd', () => {
  it('is the session’s end plus the policy’s months, none without a touch-up', () => {
    expect(touchUpWindowEnd({ touchUpMonths: 3 }, session)).toBe('2026-04-30T15:00:00.000Z');
    expect(touchUpWindowEnd({ touchUpMonths: 0 }, session)).toBeUndefined();
    expect(touchUpWindowEnd({}, session)).toBeUndefined();
  });
});

describe('touchUpState', () => {
  const policy = { touchUpMonths: 3 };
  it('opens once the session ended, until the window closes', () => {
    expect(touchUpState(policy, session, new Date('2026-01-31T14:59:00.000Z'))).toEqual({
      open: false,
      reason: 'touch_up_not_yet',
      until: '2026-04-30T15:00:00.000Z',
    });
    expect(touchUpState(policy, session, new Date('2026-02-01T00:00:00.000Z'))).toEqual({
      open: true,
      until: '2026-04-30T15:00:00.000Z',
    });
    expect(touchUpState(policy, session, new Date('2026-04-30T14:59:59.999Z')).open).toBe(true);
    expect(touchUpState(policy, session, new Date('2026-04-30T15:00:00.000Z'))).toEqual({
      open: false,
      reason: 'touch_up_closed',
      until: '2026-04-30T15:00:00.000Z',
    });
  });

  it('is closed without a touch-up in the policy, for a cancelled booking, for a touch-up itself', () => {
    const now = new Date('2026-02-10T00:00:00.000Z');
    expect(touchUpState({}, session, now)).toEqual({ open: false, reason: 'touch_up_closed' });
    expect(touchUpState(policy, { ...session, status: 'canceled' }, now).open).toBe(false);
    expect(touchUpState(policy, { ...session, touchUpOf: { bookingId: 'b-1' } }, now)).toEqual({
      open: false,
      reason: 'touch_up_closed',
    });
  });

  it('is booked once: a second touch-up is refused', () => {
    const now = new Date('2026-02-10T00:00:00.000Z');
    expect(touchUpState(policy, { ...session, touchUpBookingId: 't-1' }, now)).toMatchObject({
      open: false,
      reason: 'touch_up_booked',
    });
  });
});

describe('insideTouchUpWindow', () => {
  it('takes a slot starting before the window closes, not one at or after it', () => {
    expect(insideTouchUpWindow('2026-04-30T15:00:00.000Z', '2026-04-30T14:00:00.000Z')).toBe(true);
    expect(insideTouchUpWindow('2026-04-30T15:00:00.000Z', '2026-04-30T15:00:00.000Z')).toBe(false);
  });
});
