import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedView } from '#shared/api/contracts/bookings.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptedBooking, freeSlots, lifecycleArtist, publicSlotIds } from '#tests/support/lifecycle.ts';

/**
 * The artist's calendar subscription (issue 14, item 7), through the local gateway: a secret URL
 * that Google or Apple Calendar polls without a session, holding the confirmed bookings with their
 * stable UID and SEQUENCE (a move replaces the event, a cancellation removes it); a new URL turns
 * the old one off, stopping it turns it off; nobody else's token reaches it.
 */
const { cloud, db } = cloudAndDb();

const poll = async (url: string) => {
  const answer = await fetch(url);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    cache: answer.headers.get('cache-control'),
    text: await answer.text(),
  };
};
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('The calendar subscription', () => {
  let artist: BookingArtist;
  let other: BookingArtist;

  beforeAll(async () => {
    [artist, other] = await Promise.all([lifecycleArtist(db), lifecycleArtist(db)]);
  });

  it('serves the confirmed bookings at a secret URL, follows moves and cancellations, and stops when asked', async () => {
    expect((await api<CalendarFeedView>('/me/calendar-feed', { token: artist.idToken })).json).toEqual({
      active: false,
    });
    const made = await api<CalendarFeedView>('/me/calendar-feed', { method: 'POST', token: artist.idToken });
    expect(made.status).toBe(200);
    const url = made.json.url!;
    expect(url).toMatch(new RegExp(`^${cloud.urls.app}/api/calendar/[\\w-]{40,}\\.ics$`));
    // Shown once (ADR 0072): later reads say since when it works, never the URL.
    expect((await api<CalendarFeedView>('/me/calendar-feed', { token: artist.idToken })).json).toEqual({
      active: true,
      createdAt: made.json.createdAt,
    });
    // The table keeps the secret's SHA-256 alone: nowhere the secret itself.
    const secret = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const hash = createHash('sha256').update(secret).digest('hex');
    const { data: account } = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect(account).toMatchObject({ calendarFeedHash: hash });
    expect(JSON.stringify(account)).not.toContain(secret);
    expect((await db.entities.calendarFeed.get({ tokenHash: hash }).go()).data).toMatchObject({
      artistId: artist.sub,
    });

    const empty = await poll(url);
    expect(empty.status).toBe(200);
    expect(empty.type).toContain('text/calendar');
    expect(empty.cache).toBe('private, max-age=300');
    expect(empty.text).not.toContain('VEVENT');

    const [first] = await freeSlots(artist);
    const booking = await acceptedBooking(artist, first!);
    const second = await acceptedBooking(artist, (await publicSlotIds(artist, 6))[0]!);
    const feed = unfolded((await poll(url)).text);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain(`UID:${booking.bookingId}@inkslot`);
    expect(feed).toContain('SEQUENCE:0');
    expect(feed).toContain(`SUMMARY:${booking.client.firstName} · `);
    expect(feed).not.toContain(booking.client.lastName);
    expect(feed).not.toContain(booking.client.email);

    // A move replaces the event (same UID, SEQUENCE 1); a cancellation takes it out.
    const [to] = (await publicSlotIds(artist, 7)).filter((id) =>
      id.endsWith(`/${booking.slot.durationMinutes}`),
    );
    expect(
      (await api(`/me/bookings/${booking.bookingId}/move`, { token: artist.idToken, body: { slotId: to } }))
        .status,
    ).toBe(200);
    expect(
      (await api(`/me/bookings/${second.bookingId}/cancel`, { token: artist.idToken, body: {} })).status,
    ).toBe(200);
    const after = unfolded((await poll(url)).text);
    expect(after.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(after).toContain(`UID:${booking.bookingId}@inkslot`);
    expect(after).toContain('SEQUENCE:1');
    expect(after).not.toContain(second.bookingId);

    // Another artist's feed is theirs alone.
    const theirs = await api<CalendarFeedView>('/me/calendar-feed', { method: 'POST', token: other.idToken });
    expect(unfolded((await poll(theirs.json.url!)).text)).not.toContain(booking.bookingId);

    // A new URL turns the old one off; stopping turns everything off.
    const renewed = await api<CalendarFeedView>('/me/calendar-feed', {
      method: 'POST',
      token: artist.idToken,
    });
    expect(renewed.json.url).not.toBe(url);
    expect((await poll(url)).status).toBe(404);
    expect((await poll(renewed.json.url!)).status).toBe(200);
    expect((await api('/me/calendar-feed', { method: 'DELETE', token: artist.idToken })).json).toEqual({
      active: false,
    });
    expect((await poll(renewed.json.url!)).status).toBe(404);
    expect((await api<CalendarFeedView>('/me/calendar-feed', { token: artist.idToken })).json).toEqual({
      active: false,
    });
    // Guessing: an unknown or malformed secret is 404, never a 500.
    expect((await poll(`${cloud.urls.app}/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await poll(`${cloud.urls.app}/api/calendar/%00.ics`)).status).toBe(404);
  });

  it('keeps a secret stored in clear before ADR 0072 working, and replaces it by its hash on the next read', async () => {
    const [legacy] = await Promise.all([lifecycleArtist(db)]);
    const secret = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(secret).digest('hex');
    // As the feed was filed before: the hash item, and the secret itself on the artist.
    await db.entities.calendarFeed
      .create({ tokenHash: hash, artistId: legacy!.sub, createdAt: new Date().toISOString() })
      .go();
    await db.entities.artist.patch({ artistId: legacy!.sub }).set({ calendarFeedToken: secret }).go();
    const url = `${cloud.urls.app}/api/calendar/${secret}.ics`;
    expect((await poll(url)).status).toBe(200);

    expect((await api<CalendarFeedView>('/me/calendar-feed', { token: legacy!.idToken })).json).toEqual({
      active: true,
    });
    const { data: account } = await db.entities.artist.get({ artistId: legacy!.sub }).go();
    expect(account?.calendarFeedHash).toBe(hash);
    expect(account?.calendarFeedToken).toBeUndefined();
    expect(JSON.stringify(account)).not.toContain(secret);
    // The subscribed calendar notices nothing; a new address still turns it off.
    expect((await poll(url)).status).toBe(200);
    await api('/me/calendar-feed', { method: 'POST', token: legacy!.idToken });
    expect((await poll(url)).status).toBe(404);
  });
});
