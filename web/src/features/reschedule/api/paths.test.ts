import { describe, expect, it } from 'vitest';
import { mySlotsPath } from './get-my-slots.ts';

describe('the reschedule paths', () => {
  it('asks a window of days from a local day, or from the artist’s today', () => {
    expect(mySlotsPath()).toBe('/me/slots?days=31');
    expect(mySlotsPath('2026-06-01')).toBe('/me/slots?from=2026-06-01&days=31');
  });
});
