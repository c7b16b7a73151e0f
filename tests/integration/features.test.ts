import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyArtist, PublicProfile } from '#shared/api/contracts/artists.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, bookableArtist, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { portalClient } from '#tests/support/conversations.ts';
import { outboxTypesFor, storedImage } from '#tests/support/portfolio.ts';

/**
 * `/app/settings/features` on the server (issue 13, item 4): travels and works switched off leave the
 * public page, messages from clients switched off are refused to the client (not to the artist).
 */
const { db } = cloudAndDb();

const features = (artist: BookingArtist, body: unknown, headers: Record<string, string> = {}) =>
  api<MyArtist & { error?: { code: string; message: string } }>('/me/features', {
    method: 'PATCH',
    token: artist.idToken,
    body,
    headers,
  });
const publicPage = async (pseudo: string) =>
  (await api<PublicProfile>(`/artists/${pseudo}`, { headers: { 'cache-control': 'no-cache' } })).json;

describe('the artist’s features', () => {
  let artist: BookingArtist;

  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60], ['14:00', 60]));
    const image = await storedImage(db, artist.sub, 'work');
    const work = await api('/me/works', {
      token: artist.idToken,
      body: { title: 'Pivoine', type: 'custom', imageIds: [image] },
    });
    expect(work.status, work.text).toBe(201);
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
    const travel = await api('/me/travels', {
      token: artist.idToken,
      body: {
        startDate: start,
        endDate: end,
        shopName: 'Atelier Nord',
        city: 'Lille',
        address: '12 rue des Arts',
      },
    });
    expect(travel.status, travel.text).toBe(201);
  });

  it('are all on for a new artist, and a switch is saved with its event', async () => {
    const me = await api<MyArtist>('/me', { token: artist.idToken });
    expect(me.json.features).toEqual({
      requestShortcuts: true,
      publicTravels: true,
      publicWorks: true,
      clientMessages: true,
    });
    const page = await publicPage(artist.pseudo);
    expect(page.works).toHaveLength(1);
    expect(page.travels).toHaveLength(1);

    const off = await features(artist, { publicWorks: false, publicTravels: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.features).toMatchObject({
      publicWorks: false,
      publicTravels: false,
      clientMessages: true,
    });
    expect(await outboxTypesFor(db, artist.sub)).toContain('artist.features-updated');
    const hidden = await publicPage(artist.pseudo);
    expect(hidden.works).toEqual([]);
    expect(hidden.travels).toEqual([]);
    // Still the artist's: back on, back on the page.
    await features(artist, { publicWorks: true });
    expect((await publicPage(artist.pseudo)).works).toHaveLength(1);
  });

  it('refuses a client’s message when messages are off, in the client’s language, and lets the artist write', async () => {
    const { email, accessToken } = await portalClient(artist, 'features', 0);
    const conversationId = conversationIdOf(artist.sub, email);
    await vi.waitFor(
      async () =>
        expect((await api(`/portal/conversations/${conversationId}`, { token: accessToken })).status).toBe(
          200,
        ),
      { timeout: 10_000, interval: 200 },
    );
    const open = await api<{ messagesClosed?: boolean }>(`/portal/conversations/${conversationId}`, {
      token: accessToken,
    });
    expect(open.json.messagesClosed).toBe(false);
    await features(artist, { clientMessages: false });
    // The portal knows before the client writes: it shows why instead of the composer.
    const closed = await api<{ messagesClosed?: boolean }>(`/portal/conversations/${conversationId}`, {
      token: accessToken,
    });
    expect(closed.json.messagesClosed).toBe(true);
    const refused = await api<{ error: { code: string; message: string } }>(
      `/portal/conversations/${conversationId}/messages`,
      {
        token: accessToken,
        body: { clientMessageId: randomUUID(), text: 'Bonjour !' },
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('messages_closed');
    expect(refused.json.error.message).toMatch(/^Cet artiste ne reçoit pas de messages/);
    const { data: stored } = await db.entities.message.query.byConversation({ conversationId }).go();
    expect(stored).toEqual([]);
    const artistWrites = await api(`/me/conversations/${conversationId}/messages`, {
      token: artist.idToken,
      body: { clientMessageId: randomUUID(), text: 'Je vous réponds ici.' },
    });
    expect(artistWrites.status, artistWrites.text).toBe(201);
    await features(artist, { clientMessages: true });
    const again = await api(`/portal/conversations/${conversationId}/messages`, {
      token: accessToken,
      body: { clientMessageId: randomUUID(), text: 'Merci !' },
    });
    expect(again.status, again.text).toBe(201);
  });

  it('refuses an empty or malformed change, writing nothing', async () => {
    expect((await features(artist, {})).status).toBe(400);
    const odd = await features(artist, { publicWorks: 'no' }, { 'accept-language': 'en' });
    expect(odd.status).toBe(400);
    expect(odd.json.error?.code).toBe('validation_failed');
  });
});
