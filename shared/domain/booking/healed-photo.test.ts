import { describe, expect, it } from 'vitest';
import { healedPhotoState } from './healed-photo.ts';

// A session on 2027-03-29 at 14:00 in Paris; 21 days later is 2027-04-19, 10:00 local (08:00 UTC).
const booking = { status: 'confirmed' as const, slotStart: '2027-03-29T12:00:00.000Z' };
const policy = { healedPhotoDays: 21 };

describe('healedPhotoState', () => {
  it('opens at 10:00 in the artist’s zone on the day the policy set, and stays open', () => {
    expect(healedPhotoState(policy, booking, 'Europe/Paris', new Date('2027-04-19T07:59:00Z'))).toEqual({
      open: false,
      reason: 'healed_photo_not_yet',
      askedFrom: '2027-04-19T08:00:00.000Z',
    });
    expect(healedPhotoState(policy, booking, 'Europe/Paris', new Date('2027-04-19T08:00:00Z'))).toEqual({
      open: true,
      askedFrom: '2027-04-19T08:00:00.000Z',
    });
    expect(healedPhotoState(policy, booking, 'Europe/Paris', new Date('2028-01-01T00:00:00Z')).open).toBe(
      true,
    );
    // In Sydney the session fell on the 29th too (23:00 local), and its 10:00 comes ten hours earlier.
    expect(healedPhotoState(policy, booking, 'Australia/Sydney', new Date('2027-04-19T00:00:00Z'))).toEqual({
      open: true,
      askedFrom: '2027-04-19T00:00:00.000Z',
    });
    // A session late in the evening in Los Angeles is still the 28th there: the day comes a day earlier.
    expect(
      healedPhotoState(
        policy,
        { ...booking, slotStart: '2027-03-29T03:00:00.000Z' },
        'America/Los_Angeles',
        new Date('2027-04-18T17:00:00Z'),
      ).open,
    ).toBe(true);
  });

  it('asks nothing when the policy does not, of a cancelled booking or of a touch-up', () => {
    const later = new Date('2027-06-01T00:00:00Z');
    const notAsked = { open: false, reason: 'healed_photo_not_asked' };
    expect(healedPhotoState({}, booking, 'Europe/Paris', later)).toEqual(notAsked);
    expect(healedPhotoState({ healedPhotoDays: 0 }, booking, 'Europe/Paris', later)).toEqual(notAsked);
    expect(healedPhotoState(policy, { ...booking, status: 'canceled' }, 'Europe/Paris', later)).toEqual(
      notAsked,
    );
    expect(
      healedPhotoState(policy, { ...booking, touchUpOf: { bookingId: 'b-1' } }, 'Europe/Paris', later),
    ).toEqual(notAsked);
  });
});
