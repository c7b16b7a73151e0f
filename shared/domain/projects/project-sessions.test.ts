import { describe, expect, it } from 'vitest';
import {
  depositCreditCents,
  isPlannedSessions,
  projectProgress,
  sessionReminder,
} from './project-sessions.ts';
import { sessionIdOf } from './session-ids.ts';

const PROJECT = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

describe('project sessions', () => {
  it('plans 2 to 10 whole sessions', () => {
    expect([1, 2, 10, 11, 2.5].map(isPlannedSessions)).toEqual([false, true, true, false, false]);
  });

  it('names the first session by the project and derives the others, the same each time', () => {
    expect(sessionIdOf(PROJECT, 1)).toBe(PROJECT);
    const third = sessionIdOf(PROJECT, 3);
    expect(third).toMatch(/^[0-9a-f-]{36}$/);
    expect(third).toBe(sessionIdOf(PROJECT, 3));
    expect(third).not.toBe(sessionIdOf(PROJECT, 2));
    expect(sessionIdOf('00000000-0000-4000-8000-000000000000', 3)).not.toBe(third);
  });

  it('credits the whole deposit to the last session', () => {
    expect([1, 2, 3].map((n) => depositCreditCents(15_000, 'last', n, 3))).toEqual([0, 0, 15_000]);
  });

  it('splits the deposit evenly, the remainder on the last session', () => {
    const shares = [1, 2, 3].map((n) => depositCreditCents(10_000, 'split', n, 3));
    expect(shares).toEqual([3333, 3333, 3334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('credits nothing without a deposit', () => {
    expect(depositCreditCents(undefined, 'last', 3, 3)).toBe(0);
    expect(depositCreditCents(0, 'split', 1, 3)).toBe(0);
  });

  it('tells what is done, booked and next to book', () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const sessions = [
      { number: 1, slotStart: '2027-02-01T10:00:00Z', slotEnd: '2027-02-01T14:00:00Z', canceled: false },
      { number: 2, slotStart: '2027-03-20T10:00:00Z', slotEnd: '2027-03-20T14:00:00Z', canceled: false },
    ];
    expect(projectProgress(3, sessions, now)).toEqual({
      planned: 3,
      done: 1,
      booked: 2,
      nextToBook: 3,
      upcoming: { number: 2, slotStart: '2027-03-20T10:00:00Z' },
    });
    const cancelled = [sessions[0]!, { ...sessions[1]!, canceled: true }];
    expect(projectProgress(3, cancelled, now)).toEqual({ planned: 3, done: 1, booked: 1, nextToBook: 2 });
    const third = {
      number: 3,
      slotStart: '2027-04-01T10:00:00Z',
      slotEnd: '2027-04-01T14:00:00Z',
      canceled: false,
    };
    expect(projectProgress(3, [...sessions, third], now).nextToBook).toBeUndefined();
  });

  it('reminds the client twice, then the artist, then the artist every 30 days', () => {
    const end = '2027-03-01T14:00:00.000Z';
    const at = (n: number) => {
      const { to, dueAt } = sessionReminder(n, end);
      return [to, dueAt.toISOString().slice(0, 10)];
    };
    expect([1, 2, 3, 4, 5].map(at)).toEqual([
      ['client', '2027-03-02'],
      ['client', '2027-03-09'],
      ['artist', '2027-03-16'],
      ['artist', '2027-04-15'],
      ['artist', '2027-05-15'],
    ]);
  });
});
