import { describe, expect, it } from 'vitest';
import { schedules } from '#events/consumers.ts';
import { nextRun, parseSchedule } from './schedule-expression.ts';

const next = (expression: string, after: string, anchor?: string) =>
  nextRun(parseSchedule(expression), new Date(after), anchor ? new Date(anchor) : undefined)?.toISOString();

describe('schedule expressions', () => {
  it.each([
    ['cron(0 * * * ? *)', '2026-11-21T10:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['cron(0 * * * ? *)', '2026-11-21T10:59:59.999Z', '2026-11-21T11:00:00.000Z'],
    ['cron(0 * * * ? *)', '2026-12-31T23:30:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['cron(15,45 * * * ? *)', '2026-11-21T10:20:00.000Z', '2026-11-21T10:45:00.000Z'],
    ['cron(*/20 * * * ? *)', '2026-11-21T10:41:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['cron(0 18 * * ? *)', '2026-11-21T18:00:00.000Z', '2026-11-22T18:00:00.000Z'],
    ['cron(0 9-17/4 * * ? *)', '2026-11-21T09:00:00.000Z', '2026-11-21T13:00:00.000Z'],
    ['cron(0 8 1 * ? *)', '2026-11-21T10:00:00.000Z', '2026-12-01T08:00:00.000Z'],
    ['cron(0 8 ? * MON-FRI *)', '2026-11-21T10:00:00.000Z', '2026-11-23T08:00:00.000Z'], // a Saturday
    ['cron(0 8 ? * 1 *)', '2026-11-21T10:00:00.000Z', '2026-11-22T08:00:00.000Z'], // 1 = Sunday
    ['cron(30 6 29 FEB ? *)', '2026-03-01T00:00:00.000Z', '2028-02-29T06:30:00.000Z'],
    ['cron(0 0 1 1 ? 2030)', '2026-11-21T10:00:00.000Z', '2030-01-01T00:00:00.000Z'],
  ])('%s after %s fires at %s', (expression, after, expected) => {
    expect(next(expression, after)).toBe(expected);
  });

  it('never fires for a year that is over', () => {
    expect(next('cron(0 0 1 1 ? 2020)', '2026-01-01T00:00:00Z')).toBeUndefined();
  });

  it('counts rates from their anchor', () => {
    expect(next('rate(5 minutes)', '2026-11-21T10:07:00Z', '2026-11-21T10:00:00Z')).toBe(
      '2026-11-21T10:10:00.000Z',
    );
    expect(next('rate(1 hour)', '2026-11-21T10:00:00Z')).toBe('2026-11-21T11:00:00.000Z');
    expect(next('rate(2 days)', '2026-11-21T10:00:00Z')).toBe('2026-11-23T10:00:00.000Z');
  });

  it.each([
    'rate(1 minutes)',
    'rate(5 minute)',
    'rate(0 minutes)',
    'rate(5 weeks)',
    'cron(0 * * * * *)',
    'cron(0 * ? * ? *)',
    'cron(0 * * *)',
    'cron(60 * * * ? *)',
    'cron(0 24 * * ? *)',
    'cron(0 0 L * ? *)',
    'cron(0 0 ? * 2#1 *)',
    'cron(0 5-1 * * ? *)',
    'every hour',
  ])('refuses %s', (expression) => {
    expect(() => parseSchedule(expression)).toThrow(/invalid schedule expression/);
  });

  it('parses every schedule of events/consumers.ts', () => {
    for (const schedule of schedules) expect(() => parseSchedule(schedule.expression)).not.toThrow();
  });
});
