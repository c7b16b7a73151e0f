import { describe, expect, it } from 'vitest';
import { utcOffsetMs } from '#shared/domain/local-time.ts';
import { instantOfLocalTime, offsetAt, startOfLocalDay } from './zone-timeline.ts';

const at = (zone: string, date: string, clock: string) =>
  instantOfLocalTime(zone, date, clock)?.toISOString();

describe('instantOfLocalTime', () => {
  it('Europe/Paris, spring forward 2026-03-29: 02:00 to 02:59 do not exist', () => {
    expect(at('Europe/Paris', '2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('Europe/Paris', '2026-03-29', '02:00')).toBeUndefined();
    expect(at('Europe/Paris', '2026-03-29', '02:59')).toBeUndefined();
    expect(at('Europe/Paris', '2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('Europe/Paris, fall back 2026-10-25: 02:00 to 02:59 happen twice and resolve to the first (CEST)', () => {
    expect(at('Europe/Paris', '2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('Europe/Paris', '2026-10-25', '02:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(at('Europe/Paris', '2026-10-25', '02:59')).toBe('2026-10-25T00:59:00.000Z');
    expect(at('Europe/Paris', '2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('America/New_York: gap 2026-03-08 02:00-02:59, repeated 2026-11-01 01:00-01:59 (EDT first)', () => {
    expect(at('America/New_York', '2026-03-08', '02:15')).toBeUndefined();
    expect(at('America/New_York', '2026-03-08', '03:00')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('America/New_York', '2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z');
    expect(at('America/New_York', '2026-11-01', '02:00')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('Australia/Lord_Howe shifts by 30 minutes', () => {
    expect(at('Australia/Lord_Howe', '2026-10-04', '02:15')).toBeUndefined();
    expect(at('Australia/Lord_Howe', '2026-10-04', '02:30')).toBe('2026-10-03T15:30:00.000Z');
    // 01:30-01:59 is repeated on 2026-04-05: +11:00 first, then +10:30.
    expect(at('Australia/Lord_Howe', '2026-04-05', '01:45')).toBe('2026-04-04T14:45:00.000Z');
    expect(at('Australia/Lord_Howe', '2026-04-05', '02:00')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('Asia/Kathmandu is UTC+5:45 all year', () => {
    expect(at('Asia/Kathmandu', '2026-01-10', '10:00')).toBe('2026-01-10T04:15:00.000Z');
    expect(at('Asia/Kathmandu', '2026-07-10', '00:10')).toBe('2026-07-09T18:25:00.000Z');
  });

  it('Australia/Sydney: summer in January, gap in October, repeated hour in April', () => {
    expect(at('Australia/Sydney', '2026-01-15', '10:00')).toBe('2026-01-14T23:00:00.000Z');
    expect(at('Australia/Sydney', '2026-07-15', '10:00')).toBe('2026-07-15T00:00:00.000Z');
    expect(at('Australia/Sydney', '2026-10-04', '02:30')).toBeUndefined();
    expect(at('Australia/Sydney', '2026-04-05', '02:30')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('America/Santiago falls back at midnight: the previous date 23:00-23:59 repeats', () => {
    expect(at('America/Santiago', '2026-04-04', '23:30')).toBe('2026-04-05T02:30:00.000Z');
    expect(at('America/Santiago', '2026-09-06', '00:30')).toBeUndefined();
  });

  it('Pacific/Apia skipped 2011-12-30 entirely', () => {
    expect(at('Pacific/Apia', '2011-12-29', '10:00')).toBe('2011-12-29T20:00:00.000Z');
    expect(at('Pacific/Apia', '2011-12-30', '10:00')).toBeUndefined();
    expect(at('Pacific/Apia', '2011-12-31', '10:00')).toBe('2011-12-30T20:00:00.000Z');
  });

  it('rejects an unknown zone, a bad date or a bad time', () => {
    expect(() => at('Mars/Olympus_Mons', '2026-01-01', '10:00')).toThrow(RangeError);
    expect(() => at('Europe/Paris', '2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => at('Europe/Paris', '2026-02-03', '24:00')).toThrow(RangeError);
  });
});

describe('offsetAt', () => {
  it('agrees with Intl every 5 hours through 2026 in zones with odd rules', () => {
    for (const zone of ['Europe/Paris', 'Australia/Lord_Howe', 'Africa/Casablanca', 'America/Santiago']) {
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let t = start; t < start + 366 * 86_400_000; t += 5 * 3_600_000) {
        expect(offsetAt(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(utcOffsetMs(t, zone));
      }
    }
  });

  it('finds a change to the second', () => {
    const change = Date.parse('2026-03-29T01:00:00Z');
    expect(offsetAt('Europe/Paris', change - 1000)).toBe(3_600_000);
    expect(offsetAt('Europe/Paris', change)).toBe(7_200_000);
  });
});

describe('startOfLocalDay', () => {
  const start = (zone: string, date: string) => startOfLocalDay(zone, date).toISOString();

  it('is local midnight on an ordinary day and on a daylight-saving day', () => {
    expect(start('Europe/Paris', '2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('Europe/Paris', '2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(start('Asia/Kathmandu', '2026-06-01')).toBe('2026-05-31T18:15:00.000Z');
  });

  it('is the jump when midnight falls in a gap', () => {
    expect(start('America/Santiago', '2026-09-06')).toBe('2026-09-06T04:00:00.000Z');
    expect(start('America/Havana', '2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
  });

  it('is the first midnight shown when the previous evening repeats (Santiago, 2026-04-05)', () => {
    expect(start('America/Santiago', '2026-04-05')).toBe('2026-04-05T04:00:00.000Z');
  });

  it('is the next shown day for a skipped date', () => {
    expect(start('Pacific/Apia', '2011-12-30')).toBe('2011-12-30T10:00:00.000Z');
    expect(start('Pacific/Apia', '2011-12-31')).toBe('2011-12-30T10:00:00.000Z');
  });
});
