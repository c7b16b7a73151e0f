import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ArtistConversation,
  ArtistConversationDetail,
  ArtistConversationList,
  MessageView,
  PortalConversation,
  PortalConversationDetail,
  PortalConversationList,
} from '#shared/api/contracts/messages.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import { MESSAGES_PER_MINUTE } from '#shared/domain/messages/message-rules.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  bookingState,
  clientEmail,
  everyDay,
  offeredSlots,
  requestAs,
  requestBody,
  sendRequest,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

const open = (artist: BookingArtist, requestId: string) =>
  api<ArtistConversation>('/me/conversations', { token: artist.idToken, body: { requestId } });
const artistWrites = (artist: BookingArtist, conversationId: string, text: string, id = randomUUID()) =>
  api<MessageView>(`/me/conversations/${conversationId}/messages`, {
    token: artist.idToken,
    body: { clientMessageId: id, text },
  });
const clientWrites = (token: string, conversationId: string, text: string, id = randomUUID()) =>
  api<MessageView>(`/portal/conversations/${conversationId}/messages`, {
    token,
    body: { clientMessageId: id, text },
  });
const artistReads = (artist: BookingArtist, conversationId: string) =>
  api<ArtistConversationDetail>(`/me/conversations/${conversationId}`, { token: artist.idToken });
const clientReads = (token: string, conversationId: string) =>
  api<PortalConversationDetail>(`/portal/conversations/${conversationId}`, { token });

async function messagesIn(conversationId: string) {
  const { data } = await db.entities.message.query.byConversation({ conversationId }).go({ pages: 'all' });
  return data;
}

describe('messages between an artist and a client', () => {
  let artist: BookingArtist;
  let other: BookingArtist;
  const lea = clientEmail('lea');
  const bob = clientEmail('bob');
  let leaToken: string;
  let bobToken: string;
  let leaRequest: string;
  let conversationId: string;

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      bookableArtist(everyDay(['10:00', 60], ['14:00', 60], ['16:00', 60])),
      bookableArtist(everyDay(['11:00', 60])),
    ]);
    leaRequest = (await requestAs(artist, lea, 0)).requestId;
    (await requestAs(artist, bob, 1)).requestId;
    [{ accessToken: leaToken }, { accessToken: bobToken }] = await Promise.all([
      portalSession(lea),
      portalSession(bob),
    ]);
    conversationId = conversationIdOf(artist.sub, lea);
  });

  it("opens with the client's first request, pending, in both lists", async () => {
    // The conversation-ties consumer opens it from request.created, through the local bus.
    await vi.waitFor(
      async () => {
        const list = await api<ArtistConversationList>('/me/conversations?filter=pending', {
          token: artist.idToken,
        });
        expect(list.json.conversations.map((c) => c.client.email)).toContain(lea);
      },
      { timeout: 10_000, interval: 200 },
    );
    const portal = await api<PortalConversationList>('/portal/conversations', { token: leaToken });
    expect(portal.status).toBe(200);
    expect(portal.json.conversations).toEqual([
      expect.objectContaining({
        conversationId,
        artist: expect.objectContaining({ pseudo: artist.pseudo }),
        state: { pending: true, upcoming: false, past: false },
        unread: 0,
        blocked: false,
      }),
    ]);
    // Opening it from the request again is the same conversation.
    const opened = await open(artist, leaRequest);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ conversationId, client: { email: lea }, unread: 0, blocked: false });
  });

  it('delivers a message to the client, unread until displayed, then seen by the artist', async () => {
    const sent = await artistWrites(artist, conversationId, 'Hello Léa! Can the rose be 12 cm?');
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      sender: 'artist',
      status: 'sent',
      text: 'Hello Léa! Can the rose be 12 cm?',
    });

    const list = await api<PortalConversationList>('/portal/conversations', { token: leaToken });
    expect(list.json.unreadTotal).toBe(1);
    expect(list.json.conversations[0]).toMatchObject({
      unread: 1,
      lastMessage: { preview: 'Hello Léa! Can the rose be 12 cm?', by: 'artist' },
    });
    const read = await clientReads(leaToken, conversationId);
    expect(read.json.messages.map((m) => [m.seq, m.sender, m.status])).toEqual([
      [sent.json.seq, 'artist', 'sent'],
    ]);

    const seen = await api<{ seenSeq: number }>(`/portal/conversations/${conversationId}/seen`, {
      token: leaToken,
      body: { upTo: sent.json.seq },
    });
    expect(seen.json.seenSeq).toBe(sent.json.seq);
    const artistView = await artistReads(artist, conversationId);
    expect(artistView.json.messages.at(-1)).toMatchObject({ seq: sent.json.seq, status: 'seen' });
    // The details list the client's requests and bookings with this artist, on both sides.
    for (const items of [read.json.items, artistView.json.items]) {
      expect(items).toEqual([
        expect.objectContaining({
          id: leaRequest,
          kind: 'request',
          status: 'pending',
          projectType: 'custom',
        }),
      ]);
    }
    expect(
      (await api<PortalConversationList>('/portal/conversations', { token: leaToken })).json.unreadTotal,
    ).toBe(0);

    // Seen again: nothing written, nothing published.
    const before = (await outboxTypesFor(db, conversationId)).filter((t) => t === 'message.seen').length;
    await api(`/portal/conversations/${conversationId}/seen`, {
      token: leaToken,
      body: { upTo: sent.json.seq },
    });
    const after = (await outboxTypesFor(db, conversationId)).filter((t) => t === 'message.seen').length;
    expect(after).toBe(before);
    expect(before).toBe(1);
  });

  it("keeps the artist's unread total in step: clients' messages add, reading, answering or deleting clears", async () => {
    const fresh = await bookableArtist(everyDay(['12:00', 60], ['15:00', 60]));
    const [zoe, max] = [clientEmail('zoe'), clientEmail('max')];
    await requestAs(fresh, zoe, 0);
    await requestAs(fresh, max, 1);
    const [{ accessToken: zoeToken }, { accessToken: maxToken }] = await Promise.all([
      portalSession(zoe),
      portalSession(max),
    ]);
    const [zoeConversation, maxConversation] = [
      conversationIdOf(fresh.sub, zoe),
      conversationIdOf(fresh.sub, max),
    ];
    await vi.waitFor(
      async () => {
        for (const id of [zoeConversation, maxConversation])
          expect((await db.entities.conversation.get({ conversationId: id }).go()).data).toBeTruthy();
      },
      { timeout: 10_000, interval: 100 },
    );
    const total = async () =>
      (await api<ArtistConversationList>('/me/conversations', { token: fresh.idToken })).json.unreadTotal;
    const truth = async () => {
      const { data } = await db.entities.conversation.query
        .byArtist({ artistId: fresh.sub })
        .where(
          ({ artistUnread, artistDeleted }, { gt, ne }) =>
            `${gt(artistUnread, 0)} AND ${ne(artistDeleted, true)}`,
        )
        .go({ pages: 'all' });
      return data.reduce((sum, c) => sum + (c.artistUnread ?? 0), 0);
    };
    const steps: [string, number][] = [];
    const step = async (name: string) => {
      const [listed, held] = [await total(), await truth()];
      expect(listed, name).toBe(held);
      steps.push([name, listed]);
    };

    await clientWrites(zoeToken, zoeConversation, 'One');
    await clientWrites(zoeToken, zoeConversation, 'Two');
    await clientWrites(maxToken, maxConversation, 'Hello');
    await step('three from two clients');
    const zoeRead = await artistReads(fresh, zoeConversation);
    await api(`/me/conversations/${zoeConversation}/seen`, {
      token: fresh.idToken,
      body: { upTo: zoeRead.json.messages.at(-1)!.seq },
    });
    await step('Zoé read');
    await clientWrites(zoeToken, zoeConversation, 'Three');
    await step('Zoé again');
    await artistWrites(fresh, zoeConversation, 'Answer');
    await step('Zoé answered');
    await api(`/me/conversations/${maxConversation}`, { token: fresh.idToken, method: 'DELETE' });
    await step('Max deleted');
    await clientWrites(maxToken, maxConversation, 'Still there?');
    await step('Max back');
    expect(steps).toEqual([
      ['three from two clients', 3],
      ['Zoé read', 1],
      ['Zoé again', 2],
      ['Zoé answered', 1],
      ['Max deleted', 0],
      ['Max back', 1],
    ]);
  });

  it('stores a resent or double-tapped message once, and orders concurrent ones without gaps', async () => {
    const id = randomUUID();
    const [first, second] = await Promise.all([
      clientWrites(leaToken, conversationId, 'Yes, 12 cm is perfect', id),
      clientWrites(leaToken, conversationId, 'Yes, 12 cm is perfect', id),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 201]);
    expect(second.json.seq).toBe(first.json.seq);
    const resent = await clientWrites(leaToken, conversationId, 'Yes, 12 cm is perfect', id);
    expect(resent.json.seq).toBe(first.json.seq);
    expect((await messagesIn(conversationId)).filter((m) => m.clientMessageId === id)).toHaveLength(1);

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? artistWrites(artist, conversationId, `artist ${i}`)
          : clientWrites(leaToken, conversationId, `client ${i}`),
      ),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const stored = await messagesIn(conversationId);
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, index) => index + 1));
    const conversation = (await db.entities.conversation.get({ conversationId }).go()).data;
    expect(conversation?.messageCount).toBe(stored.length);
    const sentEvents = (await outboxTypesFor(db, conversationId)).filter((t) => t === 'message.sent');
    expect(sentEvents).toHaveLength(stored.length);
  });

  it('keeps each party to their own conversations: another client or artist learns nothing', async () => {
    for (const [method, path, body] of [
      ['GET', `/portal/conversations/${conversationId}`, undefined],
      [
        'POST',
        `/portal/conversations/${conversationId}/messages`,
        { clientMessageId: randomUUID(), text: 'hi' },
      ],
      ['POST', `/portal/conversations/${conversationId}/seen`, { upTo: 1 }],
      ['DELETE', `/portal/conversations/${conversationId}`, undefined],
      ['PUT', `/portal/conversations/${conversationId}/block`, undefined],
    ] as const) {
      const answer = await api<ErrorBody>(path, { method, token: bobToken, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
    }
    const bobs = await api<PortalConversationList>('/portal/conversations', { token: bobToken });
    expect(bobs.text).not.toContain(conversationId);
    for (const [method, path] of [
      ['GET', `/me/conversations/${conversationId}`],
      ['DELETE', `/me/conversations/${conversationId}`],
      ['PUT', `/me/conversations/${conversationId}/block`],
    ] as const) {
      expect((await api(path, { method, token: other.idToken })).status, `${method} ${path}`).toBe(404);
    }
    expect((await artistWrites(other, conversationId, 'hi')).status).toBe(404);
    expect((await open(other, leaRequest)).status).toBe(404);
    const theirs = await api<ArtistConversationList>('/me/conversations', { token: other.idToken });
    expect(theirs.json.conversations).toEqual([]);
    // Nothing was stored by the refused writes.
    expect((await messagesIn(conversationId)).some((m) => m.text === 'hi')).toBe(false);
    // The portal opens conversations only with artists the client asked.
    const stranger = await api('/portal/conversations', { token: bobToken, body: { pseudo: other.pseudo } });
    expect(stranger.status).toBe(404);
  });

  it('refuses bad input with a localized error and stores nothing', async () => {
    const before = (await messagesIn(conversationId)).length;
    const tooLong = await api<ErrorBody>(`/portal/conversations/${conversationId}/messages`, {
      token: leaToken,
      body: { clientMessageId: randomUUID(), text: 'a'.repeat(4_001) },
      headers: { 'accept-language': 'fr' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields).toEqual([
      expect.objectContaining({ path: 'text', message: 'Le message doit contenir au plus 4 000 caractères' }),
    ]);
    const blank = await clientWrites(leaToken, conversationId, '   ');
    expect(blank.status).toBe(400);
    const badId = await api<ErrorBody>(`/me/conversations/${conversationId}/messages`, {
      token: artist.idToken,
      body: { clientMessageId: 'not-a-uuid', text: 'hello' },
    });
    expect(badId.status).toBe(400);
    expect(badId.json.error.fields?.[0]?.path).toBe('clientMessageId');
    const unknown = await artistWrites(artist, randomUUID(), 'hello');
    expect(unknown.status).toBe(404);
    expect((await messagesIn(conversationId)).length).toBe(before);
  });

  it('lets the artist block the client: their messages and requests are refused until unblocked', async () => {
    const blocked = await api<{ blocked: boolean }>(`/me/conversations/${conversationId}/block`, {
      method: 'PUT',
      token: artist.idToken,
    });
    expect(blocked.json).toEqual({ blocked: true });
    const refused = await api<ErrorBody>(`/portal/conversations/${conversationId}/messages`, {
      token: leaToken,
      body: { clientMessageId: randomUUID(), text: 'Are you there?' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({
      code: 'sender_blocked',
      message: 'Ya no puedes escribir en esta conversación',
    });
    // The request side refuses the blocked email as it did (ADR 0021: answered, nothing created).
    const requestsBefore = (await bookingState(db, artist.sub)).requests.length;
    const slotId = (await offeredSlots(artist.pseudo))[2]!;
    await sendRequest(
      artist.pseudo,
      requestBody(slotId, { client: { ...requestBody(slotId).client, email: lea } }),
    );
    expect((await bookingState(db, artist.sub)).requests.length).toBe(requestsBefore);
    const listed = await api<ArtistConversationList>('/me/conversations', { token: artist.idToken });
    expect(listed.json.conversations.find((c) => c.conversationId === conversationId)?.blocked).toBe(true);

    const unblocked = await api<{ blocked: boolean }>(`/me/conversations/${conversationId}/block`, {
      method: 'DELETE',
      token: artist.idToken,
    });
    expect(unblocked.json).toEqual({ blocked: false });
    expect((await clientWrites(leaToken, conversationId, 'Back again')).status).toBe(201);
    const types = await outboxTypesFor(db, conversationId);
    expect(types.filter((t) => t.startsWith('client.'))).toEqual(['client.blocked', 'client.unblocked']);
  });

  it('lets the client block the artist: nothing more from them gets through', async () => {
    const blocked = await api<{ blocked: boolean }>(`/portal/conversations/${conversationId}/block`, {
      method: 'PUT',
      token: leaToken,
    });
    expect(blocked.json).toEqual({ blocked: true });
    const refused = await api<ErrorBody>(`/me/conversations/${conversationId}/messages`, {
      token: artist.idToken,
      body: { clientMessageId: randomUUID(), text: 'Hello?' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('recipient_blocked');
    await api(`/portal/conversations/${conversationId}/block`, { method: 'DELETE', token: leaToken });
    expect((await artistWrites(artist, conversationId, 'Hello again')).status).toBe(201);
  });

  it('hides a deleted conversation from its deleter only, until a new message brings it back', async () => {
    const before = await artistReads(artist, conversationId);
    expect(
      (await api(`/portal/conversations/${conversationId}`, { method: 'DELETE', token: leaToken })).status,
    ).toBe(200);
    const gone = await api<PortalConversationList>('/portal/conversations', { token: leaToken });
    expect(gone.json.conversations).toEqual([]);
    expect((await artistReads(artist, conversationId)).json.messages).toEqual(before.json.messages);

    const next = await artistWrites(artist, conversationId, 'Your slot is confirmed');
    const back = await api<PortalConversationList>('/portal/conversations', { token: leaToken });
    expect(back.json.conversations.map((c) => c.conversationId)).toEqual([conversationId]);
    const read = await clientReads(leaToken, conversationId);
    expect(read.json.messages.map((m) => m.seq)).toEqual([next.json.seq]);
    expect(
      (await outboxTypesFor(db, conversationId)).filter((t) => t === 'conversation.deleted'),
    ).toHaveLength(1);
  });

  it('searches names, emails and the messages’ text, and filters by where the client stands', async () => {
    const search = (q: string) =>
      api<ArtistConversationList>(`/me/conversations?q=${encodeURIComponent(q)}`, { token: artist.idToken });
    expect((await search('confirmed')).json.conversations.map((c) => c.conversationId)).toEqual([
      conversationId,
    ]);
    expect((await search(lea.slice(0, 8))).json.conversations.map((c) => c.client.email)).toEqual([lea]);
    expect((await search('nothing-like-this')).json.conversations).toEqual([]);
    const upcoming = await api<ArtistConversationList>('/me/conversations?filter=upcoming', {
      token: artist.idToken,
    });
    expect(upcoming.json.conversations).toEqual([]);
    const badFilter = await api<ErrorBody>('/me/conversations?filter=later', { token: artist.idToken });
    expect(badFilter.status).toBe(400);
    const portalSearch = await api<PortalConversationList>(`/portal/conversations?q=${artist.pseudo}`, {
      token: leaToken,
    });
    expect(portalSearch.json.conversations.map((c: PortalConversation) => c.conversationId)).toEqual([
      conversationId,
    ]);
  });

  it(`refuses a sender's message beyond ${MESSAGES_PER_MINUTE} a minute`, async () => {
    const requestId = (await requestAs(other, bob, 0)).requestId;
    const opened = await open(other, requestId);
    const answers = [];
    for (let i = 0; i < MESSAGES_PER_MINUTE + 1; i++) {
      answers.push(await artistWrites(other, opened.json.conversationId, `note ${i}`));
    }
    const statuses = answers.map((answer) => answer.status);
    // The minute may turn during the loop: then the limit starts again; never more than 30 a minute.
    const refused = statuses.filter((status) => status === 429).length;
    expect(statuses.filter((status) => status === 201).length + refused).toBe(MESSAGES_PER_MINUTE + 1);
    const stored = await messagesIn(opened.json.conversationId);
    expect(stored).toHaveLength(statuses.filter((status) => status === 201).length);
    const perMinute = new Map<string, number>();
    for (const m of stored)
      perMinute.set(m.sentAt.slice(0, 16), (perMinute.get(m.sentAt.slice(0, 16)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(MESSAGES_PER_MINUTE);
    if (perMinute.size === 1) expect(refused).toBe(1);
    const last = answers.at(-1)!;
    if (last.status === 429) expect((last.json as unknown as ErrorBody).error.code).toBe('too_many_messages');
  });

  it('lists a busy artist’s conversations 50 at a time, latest first, with the unread total of all', async () => {
    const busy = await bookableArtist(everyDay(['09:00', 60]));
    const base = Date.now();
    const items = Array.from({ length: 55 }, (_, index) => {
      const at = new Date(base - index * 60_000).toISOString();
      const email = `busy-${index}@inkslot.test`;
      return {
        artistId: busy.sub,
        conversationId: conversationIdOf(busy.sub, email),
        clientEmail: email,
        clientFirstName: 'Client',
        clientLastName: `${index}`,
        artistUnread: index % 10 === 0 ? 2 : 0,
        bookingEnds: [],
        activityAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.entities.conversation.put(items).go();
    // With the unread marks the message writes keep beside `artistUnread` (unread-mark.ts).
    await db.entities.unreadMark
      .put(
        items
          .filter((item) => item.artistUnread > 0)
          .map((item) => ({
            artistId: busy.sub,
            conversationId: item.conversationId,
            count: item.artistUnread,
          })),
      )
      .go();
    const first = await api<ArtistConversationList>('/me/conversations', { token: busy.idToken });
    expect(first.json.conversations.map((c) => c.client.lastName)).toEqual(
      items.slice(0, 50).map((c) => c.clientLastName),
    );
    expect(first.json.unreadTotal).toBe(12);
    expect(first.json.next).toEqual(expect.any(String));
    const second = await api<ArtistConversationList>(
      `/me/conversations?cursor=${encodeURIComponent(first.json.next!)}`,
      { token: busy.idToken },
    );
    expect(second.json.conversations.map((c) => c.client.lastName)).toEqual(['50', '51', '52', '53', '54']);
    expect(second.json.next).toBeUndefined();
    // A search reads them all.
    const searched = await api<ArtistConversationList>('/me/conversations?q=busy-5', { token: busy.idToken });
    expect(searched.json.conversations.map((c) => c.client.lastName).sort()).toEqual(
      ['5', '50', '51', '52', '53', '54'].sort(),
    );
    const bad = await api<ErrorBody>('/me/conversations?cursor=not-a-cursor', { token: busy.idToken });
    expect(bad.status).toBe(400);
  });
});
