import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  clientToken,
  type ErrorBody,
  onboardedArtist,
  outboxTypesFor,
  storedImage,
} from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

let artist: TestArtist & { pseudo: string };
beforeAll(async () => {
  artist = await onboardedArtist();
});

const fullProfile = (avatarImageId: string, bannerImageId: string) => ({
  displayName: 'Mia Ink',
  bio: 'Fine line and blackwork.',
  avatarImageId,
  bannerImageId,
  residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
  links: [
    { title: 'Instagram', url: 'https://instagram.com/mia' },
    { title: 'Site', url: 'http://mia.example.com/' },
  ],
  styles: ['fineline', 'blackwork'],
});

describe('the profile editor (PUT and GET /me/profile)', () => {
  it('saves the whole profile, shows it back with the images, and publishes artist.profile-updated', async () => {
    const avatar = await storedImage(db, artist.sub, 'avatar');
    const banner = await storedImage(db, artist.sub, 'banner');
    const saved = await api('/me/profile', {
      method: 'PUT',
      token: artist.idToken,
      body: fullProfile(avatar, banner),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      displayName: 'Mia Ink',
      bio: 'Fine line and blackwork.',
      avatar: { imageId: avatar, image: { imageId: avatar, width: 1200, height: 900 } },
      banner: { imageId: banner },
      residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
      links: fullProfile(avatar, banner).links,
      styles: ['fineline', 'blackwork'],
    });
    expect((await api('/me/profile', { token: artist.idToken })).json).toEqual(saved.json);
    expect((await api('/me', { token: artist.idToken })).json).toMatchObject({ displayName: 'Mia Ink' });
    expect(await outboxTypesFor(db, artist.sub)).toContain('artist.profile-updated');
  });

  it('removes what a later save leaves out, and an unchanged save publishes nothing', async () => {
    const other = await onboardedArtist();
    const avatar = await storedImage(db, other.sub, 'avatar');
    const banner = await storedImage(db, other.sub, 'banner');
    await api('/me/profile', { method: 'PUT', token: other.idToken, body: fullProfile(avatar, banner) });
    const bare = { displayName: 'Folio Ink', bio: '', avatarImageId: null, links: [], styles: [] };
    const cleared = await api('/me/profile', { method: 'PUT', token: other.idToken, body: bare });
    expect(cleared.json).toEqual({ displayName: 'Folio Ink', links: [], styles: [] });
    const item = (await db.entities.artist.get({ artistId: other.sub }).go()).data;
    expect(item).not.toHaveProperty('bio');
    expect(item).not.toHaveProperty('avatarImageId');
    expect(item).not.toHaveProperty('residency');
    const before = (await outboxTypesFor(db, other.sub)).length;
    expect((await api('/me/profile', { method: 'PUT', token: other.idToken, body: bare })).status).toBe(200);
    expect(await outboxTypesFor(db, other.sub)).toHaveLength(before);
  });

  it('refuses invalid input clearly, in the request language, and changes nothing', async () => {
    const before = (await api('/me/profile', { token: artist.idToken })).json;
    const cases: { body: Record<string, unknown>; path: string; fr: string }[] = [
      {
        body: { links: [{ title: 'X', url: 'javascript:alert(1)' }] },
        path: 'links.0.url',
        fr: 'L’URL doit être complète, par exemple https://instagram.com/votre-nom',
      },
      {
        body: { links: [{ title: 'X', url: 'www.x.com' }] },
        path: 'links.0.url',
        fr: 'L’URL doit être complète, par exemple https://instagram.com/votre-nom',
      },
      {
        body: { residency: { city: 'Berlin', country: 'DE' } },
        path: 'residency.country',
        fr: 'Choisissez un pays parmi la France, le Canada, les États-Unis, la Belgique et la Suisse',
      },
      { body: { styles: ['not-a-style'] }, path: 'styles.0', fr: 'Valeur invalide' },
      { body: { bio: 'x'.repeat(601) }, path: 'bio', fr: 'La bio doit contenir au plus 600 caractères' },
      { body: { displayName: '' }, path: 'displayName', fr: "Nom d'affichage requis" },
    ];
    for (const { body, path, fr } of cases) {
      const answer = await api<ErrorBody>('/me/profile', {
        method: 'PUT',
        token: artist.idToken,
        headers: { 'accept-language': 'fr' },
        body: { displayName: 'Changed', links: [], styles: [], ...body },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error.code).toBe('validation_failed');
      expect(answer.json.error.fields).toContainEqual(expect.objectContaining({ path, message: fr }));
    }
    const english = await api<ErrorBody>('/me/profile', {
      method: 'PUT',
      token: artist.idToken,
      headers: { 'accept-language': 'en' },
      body: { displayName: 'X', links: [{ title: 'X', url: 'www.x.com' }] },
    });
    expect(english.json.error.fields?.[0]?.message).toBe(
      'The URL must be a full URL, for example https://instagram.com/your-name',
    );
    expect((await api('/me/profile', { token: artist.idToken })).json).toEqual(before);
  });

  it("refuses images that are not the caller's ready avatar and banner", async () => {
    const stranger = await signUpArtist();
    const theirs = await storedImage(db, stranger.sub, 'avatar');
    const pending = await storedImage(db, artist.sub, 'avatar', 'pending');
    const flash = await storedImage(db, artist.sub, 'flash');
    const answer = await api<ErrorBody>('/me/profile', {
      method: 'PUT',
      token: artist.idToken,
      headers: { 'accept-language': 'en' },
      body: { displayName: 'X', avatarImageId: theirs, bannerImageId: flash },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual([
      {
        path: 'avatarImageId',
        key: 'validation.profile.imageNotFound',
        message: 'This image cannot be found',
      },
      {
        path: 'bannerImageId',
        key: 'validation.profile.imageWrongKind',
        message: 'This image was uploaded for another use',
      },
    ]);
    const notReady = await api<ErrorBody>('/me/profile', {
      method: 'PUT',
      token: artist.idToken,
      body: { displayName: 'X', avatarImageId: pending },
    });
    expect(notReady.json.error.fields?.[0]?.key).toBe('validation.profile.imageNotReady');
    expect(JSON.stringify((await api('/me/profile', { token: artist.idToken })).json)).not.toContain(theirs);
  });

  it('answers 404 before onboarding, 401 without a token, 403 to a client token', async () => {
    const newcomer = await signUpArtist();
    expect((await api('/me/profile', { token: newcomer.idToken })).status).toBe(404);
    expect((await api('/me/profile')).status).toBe(401);
    expect((await api('/me/profile', { method: 'PUT', body: { displayName: 'X' } })).status).toBe(401);
    expect((await api('/me/profile', { token: await clientToken() })).status).toBe(403);
  });
});

describe('preferences (PATCH /me/preferences)', () => {
  it('starts with the defaults, changes some, shows them on /me and publishes artist.preferences-updated', async () => {
    const someone = await onboardedArtist();
    expect((await api('/me', { token: someone.idToken })).json).toMatchObject({
      locale: 'en',
      unit: 'metric',
      currency: 'EUR',
      hourFormat: '24',
      theme: 'system',
    });
    const changed = await api('/me/preferences', {
      method: 'PATCH',
      token: someone.idToken,
      body: {
        unit: 'imperial',
        currency: 'CAD',
        hourFormat: '12',
        theme: 'dark',
        locale: 'es',
        timezone: 'Canada/Eastern',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      unit: 'imperial',
      currency: 'CAD',
      hourFormat: '12',
      theme: 'dark',
      locale: 'es',
      timezone: 'America/Toronto',
    });
    expect((await api('/me', { token: someone.idToken })).json).toMatchObject(changed.json as object);
    expect(await outboxTypesFor(db, someone.sub)).toContain('artist.preferences-updated');
    const events = (await outboxTypesFor(db, someone.sub)).length;
    await api('/me/preferences', { method: 'PATCH', token: someone.idToken, body: { unit: 'imperial' } });
    expect(await outboxTypesFor(db, someone.sub)).toHaveLength(events);
  });

  it('moves the daily-summary zone with the time zone while message emails are daily', async () => {
    const someone = await onboardedArtist();
    await db.entities.artist
      .patch({ artistId: someone.sub })
      .set({ messageEmails: 'daily', digestZone: 'Europe/Paris' })
      .go();
    await api('/me/preferences', {
      method: 'PATCH',
      token: someone.idToken,
      body: { timezone: 'Asia/Tokyo' },
    });
    const item = (await db.entities.artist.get({ artistId: someone.sub }).go()).data;
    expect(item).toMatchObject({ timezone: 'Asia/Tokyo', digestZone: 'Asia/Tokyo' });
  });

  it('refuses unknown values and an empty change, and changes nothing', async () => {
    const before = (await api('/me', { token: artist.idToken })).json;
    for (const body of [
      {},
      { unit: 'furlongs' },
      { currency: 'GBP' },
      { timezone: 'Mars/Base' },
      { theme: 'blue' },
    ]) {
      const answer = await api<ErrorBody>('/me/preferences', {
        method: 'PATCH',
        token: artist.idToken,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error.code).toBe('validation_failed');
    }
    expect((await api('/me', { token: artist.idToken })).json).toEqual(before);
    expect((await api('/me/preferences', { method: 'PATCH', body: { unit: 'metric' } })).status).toBe(401);
  });
});
