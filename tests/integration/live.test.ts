import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { LiveEvent, LiveTicket } from '#shared/api/contracts/live.ts';
import type { PortalConversationDetail } from '#shared/api/contracts/messages.ts';
import { partyKey } from '#shared/domain/live/party.ts';
import { minuteOf } from '#shared/domain/messages/message-rules.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, bookableArtist, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { openConversation, portalClient } from '#tests/support/conversations.ts';

/**
 * How long a push may take through the outbox, the bus and the live consumer: a bound, not a speed
 * (the bench measures delivery). 5 s ran out when this file ran first on a busy clean-clone run.
 */
const LIVE_WAIT_MS = 20_000;

const { cloud, db } = cloudAndDb();

/** A live connection as the SPA opens one: a ticket over HTTP, then `/ws?ticket=`. */
async function connect(token: string, side: 'me' | 'portal') {
  const ticket = await api<LiveTicket>(`/${side}/live-ticket`, { method: 'POST', token });
  expect(ticket.status).toBe(201);
  return open(ticket.json.ticket);
}

function open(ticket: string): Promise<{ socket: WebSocket; events: LiveEvent[] }> {
  const url = `${cloud.urls.app.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const events: LiveEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(data.toString()) as LiveEvent));
    socket.once('open', () => resolve({ socket, events }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket) {
  return new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    socket.close();
  });
}

const send = (token: string, path: string, text: string, id = randomUUID()) =>
  api<{ seq: number }>(path, { token, body: { clientMessageId: id, text } });

describe('live delivery (WebSocket)', () => {
  let artist: BookingArtist;
  let lea: string;
  let leaToken: string;
  let bobToken: string;
  let conversationId: string;

  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60], ['15:00', 60]));
    const leaClient = await portalClient(artist, 'lea-live', 0);
    ({ email: lea, accessToken: leaToken } = leaClient);
    ({ accessToken: bobToken } = await portalClient(artist, 'bob-live', 1));
    conversationId = await openConversation(artist, leaClient.requestId);
  });

  it('opens only with a fresh ticket, once', async () => {
    const ticket = await api<LiveTicket>('/me/live-ticket', { method: 'POST', token: artist.idToken });
    expect(ticket.json).toMatchObject({ url: '/ws', expiresInSeconds: 60 });
    const first = await open(ticket.json.ticket);
    await expect(open(ticket.json.ticket)).rejects.toThrow('refused: 403');
    await expect(open('not-a-ticket')).rejects.toThrow('refused: 403');
    const stale = randomUUID().replaceAll('-', '').padEnd(43, 'x');
    await db.entities.liveTicket
      .create({ ticket: stale, party: partyKey({ kind: 'artist', artistId: artist.sub }), expiresAt: 1 })
      .go();
    await expect(open(stale)).rejects.toThrow('refused: 403');
    expect((await api('/me/live-ticket', { method: 'POST' })).status).toBe(401);
    await closed(first.socket);
  });

  it('pushes a message to both parties’ connections and to nobody else, then the seen state back', async () => {
    const [artistLive, leaLive, bobLive] = await Promise.all([
      connect(artist.idToken, 'me'),
      connect(leaToken, 'portal'),
      connect(bobToken, 'portal'),
    ]);
    const sent = await send(artist.idToken, `/me/conversations/${conversationId}/messages`, 'Hello Léa');
    expect(sent.status).toBe(201);
    const pushed = { type: 'message.sent', conversationId, seq: sent.json.seq };
    await vi.waitFor(() => expect(leaLive.events).toContainEqual(pushed), {
      timeout: LIVE_WAIT_MS,
      interval: 50,
    });
    await vi.waitFor(() => expect(artistLive.events).toContainEqual(pushed), {
      timeout: LIVE_WAIT_MS,
      interval: 50,
    });

    await api(`/portal/conversations/${conversationId}/seen`, {
      token: leaToken,
      body: { upTo: sent.json.seq },
    });
    await vi.waitFor(
      () =>
        expect(artistLive.events).toContainEqual({
          type: 'message.seen',
          conversationId,
          seq: sent.json.seq,
        }),
      { timeout: LIVE_WAIT_MS, interval: 50 },
    );
    expect(bobLive.events).toEqual([]);
    await Promise.all([artistLive, leaLive, bobLive].map(({ socket }) => closed(socket)));
  }, 90_000);

  it('forgets a connection that is gone, and a closed one', async () => {
    const party = partyKey({ kind: 'client', email: lea });
    await db.entities.liveConnection
      .put({
        connectionId: 'Z29uZS1jb25uZWN0aW9u',
        party,
        connectedAt: new Date().toISOString(),
        expiresAt: 2e9,
      })
      .go();
    const live = await connect(leaToken, 'portal');
    const sent = await send(artist.idToken, `/me/conversations/${conversationId}/messages`, 'Still there?');
    await vi.waitFor(() => expect(live.events.map((e) => e.seq)).toContain(sent.json.seq), {
      timeout: LIVE_WAIT_MS,
    });
    await vi.waitFor(
      async () =>
        expect(
          (await db.entities.liveConnection.get({ connectionId: 'Z29uZS1jb25uZWN0aW9u' }).go()).data,
        ).toBeNull(),
      { timeout: LIVE_WAIT_MS },
    );
    await closed(live.socket);
    await vi.waitFor(
      async () => {
        const { data } = await db.entities.liveConnection.query.byParty({ party }).go();
        expect(data).toEqual([]);
      },
      { timeout: LIVE_WAIT_MS },
    );
  }, 90_000);

  it('stores 200 messages once and delivers them all, in order, while the recipient keeps reconnecting', async () => {
    const path = `/me/conversations/${conversationId}/messages`;
    const before = (await db.entities.conversation.get({ conversationId }).go()).data!.messageCount;
    const received = new Set<number>();
    let stop = false;
    // The client's connection drops every 400 ms and comes back with a new ticket, as a phone would.
    const reconnecting = (async () => {
      while (!stop) {
        const live = await connect(leaToken, 'portal');
        await new Promise((resolve) => setTimeout(resolve, 400));
        for (const event of live.events)
          if (event.type === 'message.sent' && event.seq) received.add(event.seq);
        await closed(live.socket);
        // On reconnect the SPA reads the conversation over HTTP: what the push missed is there.
        const read = await api<PortalConversationDetail>(`/portal/conversations/${conversationId}`, {
          token: leaToken,
        });
        for (const message of read.json.messages) if (message.seq > before) received.add(message.seq);
      }
    })();
    const ids: string[] = [];
    const scope = `message:artist:${artist.sub}`;
    for (let index = 0; index < 200; index++) {
      // The delivery is under test, not the per-minute limit: its counter is reset as if minutes passed.
      if (index % 25 === 0) await db.entities.rateWindow.delete({ scope, minute: minuteOf(new Date()) }).go();
      const id = randomUUID();
      ids.push(id);
      let answer = await send(artist.idToken, path, `note ${index}`, id);
      // A retry of the same id (as the SPA does after a failure) stores nothing twice.
      if (index % 40 === 0) answer = await send(artist.idToken, path, `note ${index}`, id);
      expect(answer.status).toBe(201);
    }
    stop = true;
    await reconnecting;
    const final = await api<PortalConversationDetail>(`/portal/conversations/${conversationId}`, {
      token: leaToken,
    });
    for (const message of final.json.messages) if (message.seq > before) received.add(message.seq);

    const stored = (
      await db.entities.message.query.byConversation({ conversationId }).go({ pages: 'all' })
    ).data.filter((message) => message.seq > before);
    expect(stored).toHaveLength(200);
    expect(stored.map((message) => message.clientMessageId)).toEqual(ids);
    expect(stored.map((message) => message.text)).toEqual(ids.map((_, index) => `note ${index}`));
    expect([...received].sort((a, b) => a - b)).toEqual(stored.map((message) => message.seq));
  }, 120_000);
});
