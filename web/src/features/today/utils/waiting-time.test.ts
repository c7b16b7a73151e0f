import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('waiting time', () => {
  it('reads in minutes, then hours, then days', () => {
    expect(waitingTime('2026-11-24T11:48:00Z', now, 'en')).toBe('12 minutes');
    expect(waitingTime('2026-11-24T07:00:00Z', now, 'en')).toBe('5 hours');
    expect(waitingTime('2026-11-22T12:00:00Z', now, 'en')).toBe('2 days');
    expect(waitingTime('2026-11-21T11:00:00Z', now, 'fr')).toMatch(/^3\sjours$/);
    expect(waitingTime('2026-11-25T12:00:00Z', now, 'es')).toBe('0 minutos');
  });
});
