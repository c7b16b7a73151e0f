import { describe, expect, it } from 'vitest';
import { changedProfileFields, editedProfile, toMyProfile } from './my-profile.ts';
import { changedPreferences } from './preferences.ts';

const current = {
  displayName: 'Mia',
  bio: 'Hello',
  avatarImageId: 'avatar-1',
  links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
  styles: ['fineline'],
};

describe('a profile edit', () => {
  it('replaces the whole profile: what it leaves out is removed', () => {
    expect(
      editedProfile({ displayName: 'Mia', bio: '', avatarImageId: null, links: [], styles: [] }),
    ).toEqual({
      displayName: 'Mia',
      links: [],
      styles: [],
    });
  });

  it('tells which fields changed, and none for the same profile', () => {
    const same = editedProfile({ ...current, styles: ['fineline'] });
    expect(changedProfileFields(current, same)).toEqual([]);
    const edit = editedProfile({
      displayName: 'Mia Ink',
      bio: 'Hello',
      bannerImageId: 'banner-1',
      residency: { city: 'Lyon', country: 'FR' },
      links: [],
      styles: ['fineline'],
    });
    expect(changedProfileFields(current, edit)).toEqual([
      'displayName',
      'avatar',
      'banner',
      'residency',
      'links',
    ]);
  });

  it('shows the images with their variants once ready, and their id while not', () => {
    const images = new Map([
      [
        'avatar-1',
        {
          artistId: 'a1',
          imageId: 'avatar-1',
          status: 'ready',
          width: 10,
          height: 10,
          placeholder: '#000',
          variantWidths: [10],
        },
      ],
    ]);
    const profile = toMyProfile({ ...current, bannerImageId: 'banner-1' }, images);
    expect(profile.avatar?.image?.variants).toEqual([{ width: 10, url: '/media/a1/avatar-1/10.webp' }]);
    expect(profile.banner).toEqual({ imageId: 'banner-1' });
  });
});

describe('a preferences change', () => {
  it('keeps only the values that differ, an absent value reading as its default', () => {
    expect(changedPreferences({ locale: 'fr' }, { unit: 'metric', currency: 'CAD', locale: 'fr' })).toEqual({
      currency: 'CAD',
    });
    expect(changedPreferences({ theme: 'dark' }, { theme: 'light', hourFormat: '12' })).toEqual({
      theme: 'light',
      hourFormat: '12',
    });
  });
});
