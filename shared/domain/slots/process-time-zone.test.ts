import { describe, expect, it } from 'vitest';

/**
 * The slot suites run twice, under UTC and under New York's zone (vitest.config.ts, ADR 0079): this
 * holds the worker's clock to the zone its project names, whatever pool runs it (ADR 0095).
 */
describe('the process time zone of this run', () => {
  it('is the one the project sets in TZ, in Date’s local getters too', () => {
    const named = process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = new Date('2027-01-15T12:00:00Z');
    const hourThere = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: named, hour: '2-digit', hourCycle: 'h23' }).format(
        instant,
      ),
    );
    expect(instant.getHours()).toBe(hourThere);
    if (process.env.TZ === 'America/New_York') expect(instant.getHours()).toBe(7);
  });
});
