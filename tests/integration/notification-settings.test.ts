import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientToken, type ErrorBody, onboardedArtist, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

let artist: TestArtist & { pseudo: string };
beforeAll(async () => {
  artist = await onboardedArtist();
});

const settings = (token: string) => api('/me/notification-settings', { token });
const save = (token: string, body: unknown) =>
  api('/me/notification-settings', { method: 'PUT', token, body });
const stored = async (artistId: string) => (await db.entities.artist.get({ artistId }).go()).data;

describe('the notification settings (GET and PUT /me/notification-settings)', () => {
  it('reads the defaults: instant message emails, booking request and cancellation emails on', async () => {
    const answer = await settings(artist.idToken);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      messageEmails: 'instant',
      notifyBookingRequests: true,
      notifyCancellations: true,
    });
  });

  it('saves them with artist.notification-settings-updated, and keeps the daily summary index on the time zone', async () => {
    const daily = { messageEmails: 'daily', notifyBookingRequests: false, notifyCancellations: false };
    const saved = await save(artist.idToken, daily);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(daily);
    expect((await settings(artist.idToken)).json).toEqual(daily);
    expect(await outboxTypesFor(db, artist.sub)).toContain('artist.notification-settings-updated');
    expect(await stored(artist.sub)).toMatchObject({ ...daily, digestZone: 'Europe/Paris' });
    const inParis = await db.entities.artist.query
      .byDigestZone({ digestZone: 'Europe/Paris' })
      .go({ pages: 'all' });
    expect(inParis.data.map((item) => item.artistId)).toContain(artist.sub);

    // A new time zone moves the artist in the daily summary's index.
    const moved = await api('/me/preferences', {
      method: 'PATCH',
      token: artist.idToken,
      body: { timezone: 'Asia/Tokyo' },
    });
    expect(moved.status).toBe(200);
    expect((await stored(artist.sub))?.digestZone).toBe('Asia/Tokyo');

    // Instant message emails take the artist out of it.
    const instant = { messageEmails: 'instant', notifyBookingRequests: true, notifyCancellations: false };
    expect((await save(artist.idToken, instant)).status).toBe(200);
    const item = await stored(artist.sub);
    expect(item).toMatchObject(instant);
    expect(item?.digestZone).toBeUndefined();
    const inTokyo = await db.entities.artist.query
      .byDigestZone({ digestZone: 'Asia/Tokyo' })
      .go({ pages: 'all' });
    expect(inTokyo.data.map((entry) => entry.artistId)).not.toContain(artist.sub);
  });

  it('refuses an unknown mode or a missing setting, in the caller’s language', async () => {
    const answer = await api<ErrorBody>('/me/notification-settings', {
      method: 'PUT',
      token: artist.idToken,
      headers: { 'accept-language': 'fr' },
      body: { messageEmails: 'weekly', notifyBookingRequests: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields?.map((field) => field.path).sort()).toEqual([
      'messageEmails',
      'notifyCancellations',
    ]);
    expect(answer.json.error.fields?.[0]?.message).toBeTruthy();
  });

  it('answers 404 before onboarding, 401 without a token, 403 to a client token', async () => {
    const newcomer = await signUpArtist();
    expect((await settings(newcomer.idToken)).status).toBe(404);
    expect(
      (
        await save(newcomer.idToken, {
          messageEmails: 'daily',
          notifyBookingRequests: true,
          notifyCancellations: true,
        })
      ).status,
    ).toBe(404);
    expect((await api('/me/notification-settings')).status).toBe(401);
    expect((await settings(await clientToken())).status).toBe(403);
  });
});
