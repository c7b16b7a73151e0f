import { describe, expect, it } from 'vitest';
import { hourRange, placeBookings, wallTimeOf } from './calendar-layout.ts';

const booking = (id: string, start: string, end: string) => ({ id, slot: { start, end } });

function layout(bookings: ReturnType<typeof booking>[], days: string[], timeZone: string) {
  return Object.fromEntries(
    [...placeBookings(bookings, days, timeZone)].map(([day, placed]) => [
      day,
      placed.map((item) => ({
        id: item.booking.id,
        from: item.startMinute,
        to: item.endMinute,
        before: item.continuesBefore,
        after: item.continuesAfter,
        lane: `${item.lane}/${item.lanes}`,
      })),
    ]),
  );
}

describe('placing bookings on the wall clock of a time zone', () => {
  it('reads the day and minutes of an instant in the artist time zone, not the browser one', () => {
    expect(wallTimeOf('2026-05-02T08:00:00.000Z', 'Europe/Paris')).toEqual({
      date: '2026-05-02',
      minute: 600,
    });
    expect(wallTimeOf('2026-05-02T08:00:00.000Z', 'America/New_York')).toEqual({
      date: '2026-05-02',
      minute: 240,
    });
    expect(wallTimeOf('2026-05-02T22:00:00.000Z', 'Pacific/Auckland')).toEqual({
      date: '2026-05-03',
      minute: 600,
    });
  });

  it('puts each booking on its local day with its start and end minutes', () => {
    const days = ['2026-05-02', '2026-05-03'];
    expect(
      layout(
        [booking('a', '2026-05-02T22:00:00.000Z', '2026-05-03T00:00:00.000Z')],
        days,
        'Pacific/Auckland',
      ),
    ).toEqual({
      '2026-05-02': [],
      '2026-05-03': [{ id: 'a', from: 600, to: 720, before: false, after: false, lane: '0/1' }],
    });
  });

  it('gives a spring-forward booking its wall-clock span (01:00 → 04:00 lasts two hours)', () => {
    // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    const placed = layout(
      [booking('spring', '2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z')],
      ['2026-03-29'],
      'Europe/Paris',
    );
    expect(placed['2026-03-29']).toEqual([
      { id: 'spring', from: 60, to: 240, before: false, after: false, lane: '0/1' },
    ]);
  });

  it('keeps the length of a booking inside the repeated autumn hour (02:30 → 02:30 is one hour)', () => {
    // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET.
    const placed = layout(
      [booking('autumn', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z')],
      ['2026-10-25'],
      'Europe/Paris',
    );
    expect(placed['2026-10-25']).toEqual([
      { id: 'autumn', from: 150, to: 210, before: false, after: false, lane: '0/1' },
    ]);
  });

  it('places a booking on both days when it runs past midnight', () => {
    const placed = layout(
      [booking('late', '2026-05-02T20:00:00.000Z', '2026-05-02T23:00:00.000Z')],
      ['2026-05-02', '2026-05-03'],
      'Europe/Paris',
    );
    expect(placed).toEqual({
      '2026-05-02': [{ id: 'late', from: 1320, to: 1440, before: false, after: true, lane: '0/1' }],
      '2026-05-03': [{ id: 'late', from: 0, to: 60, before: true, after: false, lane: '0/1' }],
    });
  });

  it('keeps a booking ending at midnight on its own day only', () => {
    const placed = layout(
      [booking('evening', '2026-05-02T20:00:00.000Z', '2026-05-02T22:00:00.000Z')],
      ['2026-05-02', '2026-05-03'],
      'Europe/Paris',
    );
    expect(placed['2026-05-02']).toEqual([
      { id: 'evening', from: 1320, to: 1440, before: false, after: false, lane: '0/1' },
    ]);
    expect(placed['2026-05-03']).toEqual([]);
  });

  it('shares the width between overlapping bookings only', () => {
    const placed = layout(
      [
        booking('c', '2026-05-02T11:00:00.000Z', '2026-05-02T12:00:00.000Z'),
        booking('a', '2026-05-02T08:00:00.000Z', '2026-05-02T10:00:00.000Z'),
        booking('b', '2026-05-02T09:00:00.000Z', '2026-05-02T11:00:00.000Z'),
        booking('d', '2026-05-02T08:30:00.000Z', '2026-05-02T09:00:00.000Z'),
      ],
      ['2026-05-02'],
      'Europe/Paris',
    );
    expect(placed['2026-05-02']?.map(({ id, lane }) => `${id} ${lane}`)).toEqual([
      'a 0/2',
      'd 1/2',
      // b starts when d ends: it takes d's lane back.
      'b 1/2',
      'c 0/1',
    ]);
  });

  it('leaves out days outside the window and bookings outside its days', () => {
    const placed = placeBookings(
      [booking('out', '2026-06-01T08:00:00.000Z', '2026-06-01T10:00:00.000Z')],
      ['2026-05-31'],
      'Europe/Paris',
    );
    expect([...placed.keys()]).toEqual(['2026-05-31']);
    expect(placed.get('2026-05-31')).toEqual([]);
  });
});

describe('the hours a time grid shows', () => {
  it('shows 8:00 to 20:00 unless a booking needs more', () => {
    expect(hourRange([])).toEqual({ startHour: 8, endHour: 20 });
    expect(hourRange([{ startMinute: 600, endMinute: 720 }])).toEqual({ startHour: 8, endHour: 20 });
    expect(hourRange([{ startMinute: 390, endMinute: 1290 }])).toEqual({ startHour: 6, endHour: 22 });
    expect(hourRange([{ startMinute: 1320, endMinute: 1440 }])).toEqual({ startHour: 8, endHour: 24 });
  });
});
