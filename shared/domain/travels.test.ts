import { describe, expect, it } from 'vitest';
import { addOneYear, isLocalDate } from './local-date.ts';
import { periodProblem, publicTravels, type TravelRecord, toMyTravel, travelPhase } from './travels.ts';

const travel = (id: string, startDate: string, endDate: string): TravelRecord => ({
  travelId: id,
  startDate,
  endDate,
  shopName: `Shop ${id}`,
  address: `${id} rue Secrète`,
  city: 'Lyon',
});

describe('local dates', () => {
  it('accepts real calendar days only', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00',
      '',
      'demain',
    ]) {
      expect(isLocalDate(bad), bad).toBe(false);
    }
  });

  it('adds a year, 29 February giving 1 March', () => {
    expect(addOneYear('2026-03-10')).toBe('2027-03-10');
    expect(addOneYear('2028-02-29')).toBe('2029-03-01');
  });
});

describe('travel periods', () => {
  it('ends on or after its first day, one year at most', () => {
    expect(periodProblem({ startDate: '2026-05-01', endDate: '2026-05-01' })).toBeUndefined();
    expect(periodProblem({ startDate: '2026-05-01', endDate: '2027-05-01' })).toBeUndefined();
    expect(periodProblem({ startDate: '2026-05-02', endDate: '2026-05-01' })).toBe('endBeforeStart');
    expect(periodProblem({ startDate: '2026-05-01', endDate: '2027-05-02' })).toBe('tooLong');
  });

  it('is past, ongoing or upcoming on the artist day, both ends inclusive', () => {
    const period = { startDate: '2026-05-10', endDate: '2026-05-12' };
    expect(travelPhase(period, '2026-05-09')).toBe('upcoming');
    expect(travelPhase(period, '2026-05-10')).toBe('ongoing');
    expect(travelPhase(period, '2026-05-12')).toBe('ongoing');
    expect(travelPhase(period, '2026-05-13')).toBe('past');
  });
});

describe('the public travels', () => {
  const travels = [
    travel('later', '2026-07-01', '2026-07-05'),
    travel('past', '2026-04-01', '2026-04-30'),
    travel('now', '2026-05-01', '2026-05-20'),
    travel('ended-yesterday', '2026-05-01', '2026-05-09'),
  ];

  it('shows ongoing and upcoming travels, earliest first, never past ones', () => {
    expect(publicTravels(travels, '2026-05-10').map((t) => [t.travelId, t.phase])).toEqual([
      ['now', 'ongoing'],
      ['later', 'upcoming'],
    ]);
  });

  it('never carries the street address', () => {
    const shown = publicTravels(travels, '2026-05-10');
    expect(JSON.stringify(shown)).not.toContain('rue Secrète');
    expect(shown[0]).toEqual({
      travelId: 'now',
      startDate: '2026-05-01',
      endDate: '2026-05-20',
      shopName: 'Shop now',
      city: 'Lyon',
      phase: 'ongoing',
    });
  });

  it('gives the artist the address and the phase', () => {
    const mine = toMyTravel(
      { ...travel('past', '2026-04-01', '2026-04-30'), createdAt: 'c', updatedAt: 'u' },
      '2026-05-10',
    );
    expect(mine).toMatchObject({
      address: 'past rue Secrète',
      phase: 'past',
      createdAt: 'c',
      updatedAt: 'u',
    });
  });
});
