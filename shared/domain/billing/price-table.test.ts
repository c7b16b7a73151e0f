import { describe, expect, it } from 'vitest';
import { activeOffers, PRICE_TABLE, yearlyPerMonthCents, yearlySavingPercent } from './price-table.ts';

describe('the price table', () => {
  it('prices Pro at 19 EUR a month and 190 EUR a year: a 17 % saving, about 15.83 EUR a month', () => {
    expect(PRICE_TABLE.pro.monthlyCents).toBe(1_900);
    expect(yearlySavingPercent()).toBe(17);
    expect(yearlyPerMonthCents()).toBe(1_583);
  });

  it('computes the saving from the amounts, so a new yearly price cannot leave an old percentage behind', () => {
    const cheaper = { ...PRICE_TABLE, pro: { ...PRICE_TABLE.pro, yearlyCents: 15_276 } };
    expect(yearlySavingPercent(cheaper)).toBe(33);
  });

  it('keeps the launch offer as a dated entry, shown until 5 July 2025 and not after', () => {
    expect(activeOffers(new Date('2025-07-05T12:00:00+02:00')).map((offer) => offer.id)).toEqual(['launch']);
    expect(activeOffers(new Date('2025-07-06T00:00:00+02:00'))).toEqual([]);
    expect(activeOffers(new Date('2026-11-26T00:00:00Z'))).toEqual([]);
  });
});
