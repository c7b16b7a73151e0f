import { describe, expect, it } from 'vitest';
import { preferencesUpdate, profileUpdate } from '#shared/api/contracts/profile.ts';
import { travelInput } from '#shared/api/contracts/travels.ts';
import { STYLE_CATEGORIES } from '#shared/domain/profile-rules.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the profile contract', () => {
  it('refuses link URLs that are not full web addresses, with the spec message', () => {
    const result = profileUpdate.safeParse({
      displayName: 'Mia',
      links: [
        { title: 'Bad', url: 'www.x.com' },
        { title: 'Worse', url: 'javascript:alert(1)' },
        { title: 'Good', url: 'https://x.com' },
      ],
    });
    expect(messages(result)).toEqual({
      'links.0.url': 'validation.profile.linkUrlInvalid',
      'links.1.url': 'validation.profile.linkUrlInvalid',
    });
  });

  it('refuses an unknown country, too many links or styles, a long bio', () => {
    const result = profileUpdate.safeParse({
      displayName: 'Mia',
      bio: 'x'.repeat(601),
      residency: { city: 'Berlin', country: 'DE' },
      links: Array.from({ length: 11 }, (_, i) => ({ title: `L${i}`, url: `https://x${i}.com` })),
      styles: STYLE_CATEGORIES.slice(0, 11),
    });
    expect(messages(result)).toEqual({
      bio: 'validation.profile.bioTooLong',
      'residency.country': 'validation.profile.countryInvalid',
      links: 'validation.profile.linksTooMany',
      styles: 'validation.profile.stylesTooMany',
    });
  });

  it('trims, drops an empty shop name and repeated styles', () => {
    const parsed = profileUpdate.parse({
      displayName: '  Mia  ',
      residency: { shopName: ' ', city: ' Lyon ', country: 'FR' },
      links: [{ title: ' IG ', url: ' https://instagram.com/mia ' }],
      styles: ['fineline', 'fineline'],
    });
    expect(parsed).toEqual({
      displayName: 'Mia',
      residency: { city: 'Lyon', country: 'FR' },
      links: [{ title: 'IG', url: 'https://instagram.com/mia' }],
      styles: ['fineline'],
    });
  });
});

describe('the travel contract', () => {
  const travel = {
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    shopName: 'Atelier',
    address: '1 rue X',
    city: 'Lyon',
  };

  it('refuses an end before the start, or more than a year', () => {
    expect(messages(travelInput.safeParse({ ...travel, endDate: '2026-05-31' }))).toEqual({
      endDate: 'validation.travel.endBeforeStart',
    });
    expect(messages(travelInput.safeParse({ ...travel, endDate: '2027-06-02' }))).toEqual({
      endDate: 'validation.travel.travelTooLong',
    });
  });

  it('refuses dates that are not local calendar days, and missing places', () => {
    expect(
      messages(
        travelInput.safeParse({
          ...travel,
          startDate: '2026-02-30',
          endDate: '01/03/2026',
          address: ' ',
          city: '',
        }),
      ),
    ).toEqual({
      startDate: 'validation.travel.dateInvalid',
      endDate: 'validation.travel.dateInvalid',
      address: 'validation.profile.addressRequired',
      city: 'validation.profile.cityRequired',
    });
  });
});

describe('the preferences contract', () => {
  it('takes any of the preferences, canonical time zones, and at least one', () => {
    expect(preferencesUpdate.parse({ timezone: 'US/Eastern', unit: 'imperial' })).toEqual({
      timezone: 'America/New_York',
      unit: 'imperial',
    });
    expect(messages(preferencesUpdate.safeParse({}))).toEqual({ '': 'validation.profile.nothingToUpdate' });
    expect(messages(preferencesUpdate.safeParse({ timezone: 'Mars/Olympus', currency: 'GBP' }))).toEqual({
      timezone: 'validation.profile.timezoneInvalid',
      currency: 'validation.invalidValue',
    });
  });
});
