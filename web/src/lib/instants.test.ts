import { describe, expect, it } from 'vitest';
import { formatInstant } from './instants.ts';

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('instants in the artist’s time zone', () => {
  it('shows the day and time where the artist is, in the reader’s language and hour format', () => {
    expect(spaced(formatInstant('2026-05-02T08:00:00.000Z', 'fr', 'Europe/Paris', '24'))).toBe(
      'sam. 2 mai 2026, 10:00',
    );
    expect(spaced(formatInstant('2026-05-02T08:00:00.000Z', 'en', 'America/Toronto', '12'))).toBe(
      'Sat, May 2, 2026, 4:00 AM',
    );
    expect(spaced(formatInstant('2026-05-02T08:00:00.000Z', 'es', 'Europe/Madrid', '24'))).toBe(
      'sáb, 2 may 2026, 10:00',
    );
  });

  it('leaves text that is not an instant as it is', () => {
    expect(formatInstant('soon', 'en', 'Europe/Paris')).toBe('soon');
  });
});
