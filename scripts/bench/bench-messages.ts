import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';
import type { LiveEvent } from '#shared/api/contracts/live.ts';
import { createDb } from '#shared/db/service.ts';
import { LIVE_TICKET_SECONDS, partyKey } from '#shared/domain/live/party.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import { minuteOf } from '#shared/domain/messages/message-rules.ts';
import { seedArtist } from './bench-public-api.ts';

export interface MessagesFigures {
  sockets: number;
  messages: number;
  /** From the `POST .../messages` to the recipient's socket receiving the push. */
  deliveryP50Ms: number;
  deliveryP95Ms: number;
  conversations: number;
  /** The messages page's first read: the latest 50 and the unread total of all. */
  listP50Ms: number;
  listP95Ms: number;
  /** A search through all of them. */
  searchP50Ms: number;
  searchP95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Messages at scale (issue 11): an artist with `conversations` conversations (written straight to the
 * table); `sockets` clients connected live through the local gateway's `/ws` (their tickets written
 * straight to the table, then used by the real `$connect` authorizer); the artist writes one message
 * to each connected client through the HTTP API and each delivery is timed from the POST to the push
 * on that client's socket (outbox, stream poller, bus, `live-push`, management API). Then the
 * artist's messages page's first read (the latest 50 and the unread total of all), and a search
 * through all of them, `runs` times each. The per-minute limit is lifted for the run (its
 * counter cleared): the bench measures delivery, not the limit.
 */
export async function benchMessages(
  cloud: LocalCloud,
  options: { sockets?: number; conversations?: number; runs?: number } = {},
): Promise<MessagesFigures> {
  const socketCount = options.sockets ?? 200;
  const conversationCount = options.conversations ?? 1_000;
  const runs = options.runs ?? 40;
  const db = createDb({ tableName: cloud.tableName });
  const { artistId, token } = await seedArtist(cloud, {
    email: 'messages-bench@inkslot.local',
    pseudo: 'messages-bench',
  });
  const now = new Date();
  const at = (index: number) => new Date(now.getTime() - index * 60_000).toISOString();
  const emails = Array.from(
    { length: conversationCount },
    (_, index) => `client-${index}@messages-bench.local`,
  );
  const items = emails.map((clientEmail, index) => ({
    artistId,
    conversationId: conversationIdOf(artistId, clientEmail),
    clientEmail,
    clientFirstName: 'Client',
    clientLastName: `${index}`,
    // One in ten waits for the artist's reading, as on a busy inbox.
    artistUnread: index % 10 === 0 ? 3 : 0,
    bookingEnds: [],
    activityAt: at(index),
    createdAt: at(index),
    updatedAt: at(index),
  }));
  for (let offset = 0; offset < items.length; offset += 25) {
    await db.entities.conversation.put(items.slice(offset, offset + 25)).go();
  }
  // With the unread marks the message writes keep beside `artistUnread` (unread-mark.ts).
  const marks = items
    .filter((item) => item.artistUnread > 0)
    .map((item) => ({ artistId, conversationId: item.conversationId, count: item.artistUnread }));
  for (let offset = 0; offset < marks.length; offset += 25) {
    await db.entities.unreadMark.put(marks.slice(offset, offset + 25)).go();
  }

  // The clients' live connections, each with a ticket of its own.
  const origin = cloud.urls.app.replace(/^http/, 'ws');
  const arrivals = new Map<string, (event: LiveEvent) => void>();
  const sockets = await Promise.all(
    emails.slice(0, socketCount).map(async (email) => {
      const ticket = randomBytes(32).toString('base64url');
      await db.entities.liveTicket
        .create({
          ticket,
          party: partyKey({ kind: 'client', email }),
          expiresAt: Math.floor(Date.now() / 1000) + LIVE_TICKET_SECONDS,
        })
        .go();
      const socket = new WebSocket(`${origin}/ws?ticket=${ticket}`);
      socket.on('message', (data) => {
        const event = JSON.parse(data.toString()) as LiveEvent;
        arrivals.get(event.conversationId)?.(event);
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return socket;
    }),
  );

  const send = (conversationId: string) =>
    fetch(`${cloud.urls.api}/me/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientMessageId: randomUUID(), text: 'Your slot is confirmed.' }),
    });
  const deliveries: number[] = [];
  const scope = `message:artist:${artistId}`;
  for (let index = 0; index < socketCount; index++) {
    if (index % 25 === 0) await db.entities.rateWindow.delete({ scope, minute: minuteOf(new Date()) }).go();
    const conversationId = items[index]!.conversationId;
    const started = performance.now();
    const delivered = new Promise<number>((resolve) => {
      arrivals.set(conversationId, () => resolve(performance.now() - started));
    });
    const answer = await send(conversationId);
    if (answer.status !== 201) throw new Error(`send answered ${answer.status}: ${await answer.text()}`);
    deliveries.push(await delivered);
    arrivals.delete(conversationId);
  }
  for (const socket of sockets) socket.close();

  // What the messages page asks: the latest page and the unread total of all; then a search of all.
  const list = async (query: string, expected: (count: number) => boolean) => {
    const started = performance.now();
    const answer = await fetch(`${cloud.urls.api}/me/conversations${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { conversations: unknown[]; unreadTotal: number };
    if (!expected(body.conversations.length)) {
      throw new Error(`GET /me/conversations${query} shows ${body.conversations.length} conversations`);
    }
    unreadTotals.add(body.unreadTotal);
    return performance.now() - started;
  };
  const unreadTotals = new Set<number>();
  const firstPage = () => list('', (count) => count === Math.min(50, conversationCount));
  const search = () => list('?q=client-99', (count) => count >= 1);
  for (let index = 0; index < 5; index++) await Promise.all([firstPage(), search()]);
  const lists: number[] = [];
  const searches: number[] = [];
  for (let index = 0; index < runs; index++) lists.push(await firstPage());
  for (let index = 0; index < runs; index++) searches.push(await search());
  // The total the marks give is the conversations' own (read them all once, as the truth).
  const { data: unreadConversations } = await db.entities.conversation.query
    .byArtist({ artistId })
    .where(({ artistUnread }, { gt }) => gt(artistUnread, 0))
    .go({ pages: 'all' });
  const truth = unreadConversations.reduce((total, c) => total + (c.artistUnread ?? 0), 0);
  if (unreadTotals.size !== 1 || !unreadTotals.has(truth)) {
    throw new Error(
      `the list's unread total was ${[...unreadTotals].join(', ')}, the conversations hold ${truth}`,
    );
  }

  deliveries.sort((a, b) => a - b);
  lists.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);
  return {
    sockets: socketCount,
    messages: deliveries.length,
    deliveryP50Ms: percentile(deliveries, 50),
    deliveryP95Ms: percentile(deliveries, 95),
    conversations: conversationCount,
    listP50Ms: percentile(lists, 50),
    listP95Ms: percentile(lists, 95),
    searchP50Ms: percentile(searches, 50),
    searchP95Ms: percentile(searches, 95),
  };
}
