import { describe, expect, it } from 'vitest';
import { bookableSlots, MAX_WINDOW_DAYS } from './bookable-slots.ts';
import type { SlotEngineInput } from './types.ts';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** An engine input with nothing taken, no delay and `now` long before the window. */
function input(overrides: Partial<SlotEngineInput> & Pick<SlotEngineInput, 'window'>): SlotEngineInput {
  return {
    timeZone: 'Europe/Paris',
    recurring: [],
    oneTime: [],
    taken: [],
    requestDelayMinutes: 0,
    travels: [],
    now: '2020-01-01T00:00:00Z',
    ...overrides,
  };
}

const ids = (engineInput: SlotEngineInput) => bookableSlots(engineInput).map((slot) => slot.slotId);

describe('bookableSlots across daylight-saving changes', () => {
  it('Europe/Paris 2026-03-29: nothing starts in the 02:00-03:00 gap; a 2 h slot over it lasts 2 real hours', () => {
    const slots = bookableSlots(
      input({
        recurring: [
          {
            weekdays: [0],
            months: [],
            slots: [
              { start: '01:30', durationMinutes: 120 },
              { start: '02:00', durationMinutes: 60 },
              { start: '02:30', durationMinutes: 60 },
              { start: '03:00', durationMinutes: 60 },
            ],
          },
        ],
        window: { from: '2026-03-28T00:00:00Z', to: '2026-03-30T00:00:00Z' },
      }),
    );
    expect(slots).toEqual([
      {
        start: '2026-03-29T00:30:00.000Z',
        end: '2026-03-29T02:30:00.000Z',
        localDate: '2026-03-29',
        localStart: '01:30',
        durationMinutes: 120,
        slotId: '2026-03-29T01:30/120',
      },
      {
        start: '2026-03-29T01:00:00.000Z',
        end: '2026-03-29T02:00:00.000Z',
        localDate: '2026-03-29',
        localStart: '03:00',
        durationMinutes: 60,
        slotId: '2026-03-29T03:00/60',
      },
    ]);
  });

  it('Europe/Paris 2026-10-25: a repeated wall time is offered once, at its first occurrence', () => {
    const slots = bookableSlots(
      input({
        recurring: [
          {
            weekdays: [0],
            months: [10],
            slots: [
              { start: '01:00', durationMinutes: 180 },
              { start: '02:30', durationMinutes: 60 },
            ],
          },
        ],
        window: { from: '2026-10-24T00:00:00Z', to: '2026-10-26T00:00:00Z' },
      }),
    );
    expect(slots.map(({ slotId, start, end }) => ({ slotId, start, end }))).toEqual([
      // 01:00 CEST + 3 real hours = 03:00 CET.
      { slotId: '2026-10-25T01:00/180', start: '2026-10-24T23:00:00.000Z', end: '2026-10-25T02:00:00.000Z' },
      { slotId: '2026-10-25T02:30/60', start: '2026-10-25T00:30:00.000Z', end: '2026-10-25T01:30:00.000Z' },
    ]);
  });

  it('America/New_York 2026-03-08 and 2026-11-01', () => {
    const base = {
      timeZone: 'America/New_York',
      recurring: [
        {
          weekdays: [0],
          months: [3, 11],
          slots: [
            { start: '01:30', durationMinutes: 60 },
            { start: '02:15', durationMinutes: 60 },
          ],
        },
      ],
    };
    const march = bookableSlots(
      input({ ...base, window: { from: '2026-03-08T00:00:00Z', to: '2026-03-09T00:00:00Z' } }),
    );
    expect(march.map(({ localStart, start }) => [localStart, start])).toEqual([
      ['01:30', '2026-03-08T06:30:00.000Z'],
    ]);
    const november = bookableSlots(
      input({ ...base, window: { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } }),
    );
    expect(november.map(({ localStart, start }) => [localStart, start])).toEqual([
      ['01:30', '2026-11-01T05:30:00.000Z'],
      ['02:15', '2026-11-01T07:15:00.000Z'],
    ]);
  });

  it('Australia/Lord_Howe: a 30-minute gap and a 30-minute repeat', () => {
    const rule = {
      weekdays: [0],
      months: [],
      slots: ['01:15', '01:45', '02:15', '02:45'].map((start) => ({ start, durationMinutes: 30 })),
    };
    const spring = bookableSlots(
      input({
        timeZone: 'Australia/Lord_Howe',
        recurring: [rule],
        window: { from: '2026-10-03T12:00:00Z', to: '2026-10-04T12:00:00Z' },
      }),
    );
    expect(spring.map((slot) => slot.localStart)).toEqual(['01:15', '01:45', '02:45']);
    const autumn = bookableSlots(
      input({
        timeZone: 'Australia/Lord_Howe',
        recurring: [rule],
        window: { from: '2026-04-04T12:00:00Z', to: '2026-04-05T12:00:00Z' },
      }),
    );
    expect(autumn.map(({ localStart, start }) => [localStart, start])).toEqual([
      ['01:15', '2026-04-04T14:15:00.000Z'],
      ['01:45', '2026-04-04T14:45:00.000Z'],
      ['02:15', '2026-04-04T15:45:00.000Z'],
      ['02:45', '2026-04-04T16:15:00.000Z'],
    ]);
  });

  it('Asia/Kathmandu (+5:45): the local date of a slot is the Kathmandu date', () => {
    const slots = bookableSlots(
      input({
        timeZone: 'Asia/Kathmandu',
        recurring: [{ weekdays: EVERY_DAY, months: [], slots: [{ start: '03:00', durationMinutes: 60 }] }],
        window: { from: '2026-06-01T00:00:00Z', to: '2026-06-02T00:00:00Z' },
      }),
    );
    // 2026-06-01 03:00 +05:45 is 2026-05-31T21:15Z (outside); 2026-06-02 03:00 is 2026-06-01T21:15Z.
    expect(slots.map(({ slotId, start }) => [slotId, start])).toEqual([
      ['2026-06-02T03:00/60', '2026-06-01T21:15:00.000Z'],
    ]);
  });

  it('a zone without daylight saving gives the same UTC time every week of the year', () => {
    const slots = bookableSlots(
      input({
        timeZone: 'Asia/Tokyo',
        recurring: [{ weekdays: [3], months: [], slots: [{ start: '10:00', durationMinutes: 90 }] }],
        window: { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' },
      }),
    );
    expect(slots).toHaveLength(52);
    expect(new Set(slots.map((slot) => slot.start.slice(10)))).toEqual(new Set(['T01:00:00.000Z']));
  });

  it('Australia/Sydney: the same wall time is UTC+11 in January and UTC+10 in July', () => {
    const rule = { weekdays: EVERY_DAY, months: [1, 7], slots: [{ start: '10:00', durationMinutes: 60 }] };
    const january = bookableSlots(
      input({
        timeZone: 'Australia/Sydney',
        recurring: [rule],
        window: { from: '2026-01-14T12:00:00Z', to: '2026-01-15T12:00:00Z' },
      }),
    );
    const july = bookableSlots(
      input({
        timeZone: 'Australia/Sydney',
        recurring: [rule],
        window: { from: '2026-07-14T12:00:00Z', to: '2026-07-15T12:00:00Z' },
      }),
    );
    expect(january.map((slot) => slot.start)).toEqual(['2026-01-14T23:00:00.000Z']);
    expect(july.map((slot) => slot.start)).toEqual(['2026-07-15T00:00:00.000Z']);
  });

  it('gives the same answer whatever the host time zone (only UTC and Intl are read)', () => {
    const slots = bookableSlots(
      input({
        recurring: [{ weekdays: [1], months: [], slots: [{ start: '09:00', durationMinutes: 60 }] }],
        window: { from: '2026-03-02T00:00:00+01:00', to: '2026-03-03T00:00:00+01:00' },
      }),
    );
    expect(slots.map((slot) => slot.start)).toEqual(['2026-03-02T08:00:00.000Z']);
  });
});

describe('bookableSlots rules', () => {
  const week = { from: '2026-03-01T23:00:00Z', to: '2026-03-08T23:00:00Z' }; // Paris, Mon 2 to Sun 8 March

  it('weekdays count from 0 = Sunday (Date.getDay); empty months mean every month', () => {
    expect(
      ids(
        input({
          recurring: [{ weekdays: [1, 0], months: [], slots: [{ start: '10:00', durationMinutes: 60 }] }],
          window: week,
        }),
      ),
    ).toEqual(['2026-03-02T10:00/60', '2026-03-08T10:00/60']);
    expect(
      ids(
        input({
          recurring: [{ weekdays: [1], months: [4], slots: [{ start: '10:00', durationMinutes: 60 }] }],
          window: week,
        }),
      ),
    ).toEqual([]);
  });

  it('validFrom and validUntil are inclusive local dates', () => {
    expect(
      ids(
        input({
          recurring: [
            {
              weekdays: EVERY_DAY,
              months: [],
              slots: [{ start: '10:00', durationMinutes: 60 }],
              validFrom: '2026-03-04',
              validUntil: '2026-03-05',
            },
          ],
          window: week,
        }),
      ),
    ).toEqual(['2026-03-04T10:00/60', '2026-03-05T10:00/60']);
  });

  it('one-time slots add to the recurring ones; the same wall time and length is offered once', () => {
    expect(
      ids(
        input({
          recurring: [{ weekdays: [3], months: [], slots: [{ start: '10:00', durationMinutes: 60 }] }],
          oneTime: [
            {
              date: '2026-03-04',
              slots: [
                { start: '10:00', durationMinutes: 60 },
                { start: '10:00', durationMinutes: 120 },
              ],
            },
            { date: '2026-03-07', slots: [{ start: '14:00', durationMinutes: 60 }] },
          ],
          window: week,
        }),
      ),
    ).toEqual(['2026-03-04T10:00/60', '2026-03-04T10:00/120', '2026-03-07T14:00/60']);
  });

  it('a closed date drops its recurring slots but keeps the one-time slots of that date', () => {
    const rule = { weekdays: [3, 4, 5], months: [], slots: [{ start: '10:00', durationMinutes: 60 }] };
    expect(
      ids(
        input({
          recurring: [rule],
          oneTime: [
            { date: '2026-03-04', closed: true, slots: [] },
            { date: '2026-03-05', closed: true, slots: [] },
            { date: '2026-03-05', slots: [{ start: '15:00', durationMinutes: 60 }] },
            { date: '2026-03-06', closed: true, slots: [{ start: '16:00', durationMinutes: 30 }] },
          ],
          window: week,
        }),
      ),
    ).toEqual(['2026-03-05T15:00/60', '2026-03-06T16:00/30']);
  });

  it('a taken interval removes every slot it overlaps, and only those', () => {
    const slots = [
      { start: '10:00', durationMinutes: 120 },
      { start: '11:00', durationMinutes: 60 },
      { start: '12:00', durationMinutes: 60 },
      { start: '14:00', durationMinutes: 60 },
    ];
    const day = { from: '2026-03-04T00:00:00Z', to: '2026-03-05T00:00:00Z' };
    const recurring = [{ weekdays: [3], months: [], slots }];
    expect(ids(input({ recurring, window: day }))).toHaveLength(4);
    // 11:30-12:00 Paris overlaps 10:00/120 and 11:00/60; it touches 12:00/60 without overlapping.
    expect(
      ids(
        input({
          recurring,
          window: day,
          taken: [{ start: '2026-03-04T10:30:00Z', end: '2026-03-04T11:00:00Z' }],
        }),
      ),
    ).toEqual(['2026-03-04T12:00/60', '2026-03-04T14:00/60']);
    // One interval spanning three slots (09:00-12:30 Paris), another ending exactly where 14:00 starts.
    expect(
      ids(
        input({
          recurring,
          window: day,
          taken: [
            { start: new Date('2026-03-04T12:00:00Z'), end: new Date('2026-03-04T13:00:00Z') },
            { start: '2026-03-04T08:00:00Z', end: '2026-03-04T11:30:00Z' },
          ],
        }),
      ),
    ).toEqual(['2026-03-04T14:00/60']);
  });

  it('a slot may start exactly at now + request delay, not a minute earlier', () => {
    const recurring = [
      {
        weekdays: [3],
        months: [],
        slots: [
          { start: '10:00', durationMinutes: 60 },
          { start: '10:01', durationMinutes: 60 },
          { start: '09:59', durationMinutes: 60 },
        ],
      },
    ];
    expect(
      ids(
        input({
          recurring,
          window: week,
          now: '2026-03-02T09:00:00Z', // Monday 10:00 Paris; delay 48 h: Wednesday 10:00
          requestDelayMinutes: 48 * 60,
        }),
      ),
    ).toEqual(['2026-03-04T10:00/60', '2026-03-04T10:01/60']);
  });

  it('a slot must lie entirely inside the window [from, to)', () => {
    const recurring = [
      {
        weekdays: [3],
        months: [],
        slots: [
          { start: '09:00', durationMinutes: 60 },
          { start: '09:30', durationMinutes: 60 },
          { start: '10:00', durationMinutes: 60 },
          { start: '10:30', durationMinutes: 60 },
        ],
      },
    ];
    expect(
      ids(input({ recurring, window: { from: '2026-03-04T08:30:00Z', to: '2026-03-04T10:00:00Z' } })),
    ).toEqual(['2026-03-04T09:30/60', '2026-03-04T10:00/60']);
    expect(
      ids(input({ recurring, window: { from: '2026-03-04T10:00:00Z', to: '2026-03-04T10:00:00Z' } })),
    ).toEqual([]);
  });

  it('slots come sorted by start, then by length', () => {
    const slots = bookableSlots(
      input({
        oneTime: [
          {
            date: '2026-03-04',
            slots: [
              { start: '16:00', durationMinutes: 30 },
              { start: '09:00', durationMinutes: 120 },
              { start: '09:00', durationMinutes: 60 },
            ],
          },
          { date: '2026-03-03', slots: [{ start: '23:00', durationMinutes: 60 }] },
        ],
        window: week,
      }),
    );
    expect(slots.map((slot) => slot.slotId)).toEqual([
      '2026-03-03T23:00/60',
      '2026-03-04T09:00/60',
      '2026-03-04T09:00/120',
      '2026-03-04T16:00/30',
    ]);
  });

  it("a slot on a travel's dates carries its shop and city; a nested travel wins over the longer one", () => {
    const slots = bookableSlots(
      input({
        recurring: [{ weekdays: EVERY_DAY, months: [], slots: [{ start: '23:30', durationMinutes: 60 }] }],
        travels: [
          {
            travelId: 'long',
            startDate: '2026-03-03',
            endDate: '2026-03-06',
            shopName: 'Ink Bar',
            city: 'Lyon',
          },
          {
            travelId: 'short',
            startDate: '2026-03-05',
            endDate: '2026-03-05',
            shopName: 'Needle',
            city: 'Nice',
          },
        ],
        window: week,
      }),
    );
    expect(slots.map((slot) => [slot.localDate, slot.location?.travelId])).toEqual([
      ['2026-03-02', undefined],
      ['2026-03-03', 'long'],
      ['2026-03-04', 'long'],
      ['2026-03-05', 'short'],
      ['2026-03-06', 'long'],
      ['2026-03-07', undefined],
    ]);
    expect(slots[1]?.location).toEqual({ travelId: 'long', shopName: 'Ink Bar', city: 'Lyon' });
    expect(slots[0]).not.toHaveProperty('location');
  });

  it('rejects malformed input with a RangeError', () => {
    const window = week;
    const bad: Partial<SlotEngineInput>[] = [
      { timeZone: 'Nowhere/Atlantis' },
      { recurring: [{ weekdays: [7], months: [], slots: [] }] },
      { recurring: [{ weekdays: [1], months: [0], slots: [] }] },
      { recurring: [{ weekdays: [1], months: [], slots: [{ start: '24:00', durationMinutes: 60 }] }] },
      { recurring: [{ weekdays: [1], months: [], slots: [{ start: '9:00', durationMinutes: 60 }] }] },
      { recurring: [{ weekdays: [1], months: [], slots: [{ start: '09:00', durationMinutes: 0 }] }] },
      { recurring: [{ weekdays: [1], months: [], slots: [{ start: '09:00', durationMinutes: 1441 }] }] },
      { recurring: [{ weekdays: [1], months: [], slots: [{ start: '09:00', durationMinutes: 1.5 }] }] },
      { oneTime: [{ date: '2026-02-29', closed: true, slots: [] }] },
      { requestDelayMinutes: -1 },
      { now: '2026-03-02T10:00' },
      { window: { from: '2026-01-01T00:00:00Z', to: '2029-01-01T00:00:00Z' } },
    ];
    for (const overrides of bad) {
      expect(() => bookableSlots(input({ window, ...overrides })), JSON.stringify(overrides)).toThrow(
        RangeError,
      );
    }
    expect(MAX_WINDOW_DAYS).toBeGreaterThanOrEqual(366);
  });
});
