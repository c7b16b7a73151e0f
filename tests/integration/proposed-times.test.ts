import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalBooking, PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Db } from '#shared/db/service.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  clientEmail,
  everyDay,
  offeredSlots,
  proArtist,
  requestBody,
  sendRequest,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailText } from '#tests/support/mail-store.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, onboardedArtist, outboxTypesFor } from '#tests/support/portfolio.ts';

/**
 * Proposed times (issue 30, item 3; ADR 0087): the artist answers a custom request with 2 to 4
 * held times, the client picks one from the portal; two tabs picking at once make one booking.
 */
const { db } = cloudAndDb();

const PRICE = { priceCents: 30_000, depositCents: 5_000 };

/** The request's holds: slice start → the slot it holds it for, and its TTL. */
async function holdsOf(database: Db, artistId: string, requestId: string) {
  const { data } = await database.entities.slotHold.query.byArtist({ artistId }).go({ pages: 'all' });
  return new Map(
    data.filter((hold) => hold.requestId === requestId).map((hold) => [hold.sliceStart, hold] as const),
  );
}

describe('proposed times', () => {
  let artist: BookingArtist;
  const camille = clientEmail('camille');
  let camilleToken: string;
  let slots: string[];
  let next = 0;
  /** A slot of the artist nobody has used in this file yet. */
  const fresh = () => {
    const slotId = slots[next++];
    if (!slotId) throw new Error('out of slots');
    return slotId;
  };

  async function request(slotId: string): Promise<string> {
    const body = requestBody(slotId, { client: { ...requestBody(slotId).client, email: camille } });
    const sent = await sendRequest(artist.pseudo, body, camilleToken ? { portalToken: camilleToken } : {});
    if (sent.status !== 201) throw new Error(`request answered ${sent.status}: ${sent.text}`);
    return sent.json.requestId as string;
  }

  const propose = (requestId: string, slotIds: string[], token = artist.idToken) =>
    api<RequestView & ErrorBody>(`/me/requests/${requestId}/propose-times`, {
      token,
      body: { slotIds, openHours: 48, ...PRICE },
    });
  const pick = (requestId: string, slotId: string, token = camilleToken) =>
    api<PortalBooking & ErrorBody>(`/portal/requests/${requestId}/pick-time`, { token, body: { slotId } });
  /** The slot's UTC bounds as the artist's view names them. */
  const boundsOf = (view: RequestView, slotId: string) => {
    const slot = view.proposal?.slots.find((each) => each.slotId === slotId);
    if (!slot) throw new Error(`${slotId} not proposed`);
    return slotSlices(slot.start, slot.end);
  };

  beforeAll(async () => {
    artist = await proArtist(db, everyDay(['10:00', 120], ['15:00', 120]));
    slots = (await offeredSlots(artist.pseudo)).filter((slotId) => slotId.endsWith('/120'));
    // A first request makes Camille a known client; her portal session sends the others directly.
    const first = await request(fresh());
    expect(first).toBeTruthy();
    ({ accessToken: camilleToken } = await portalSession(camille));
  });

  it('proposes three times: each held until the end, the asked slot released, the client emailed', async () => {
    const asked = fresh();
    const requestId = await request(asked);
    const times = [fresh(), fresh(), fresh()];
    const before = Date.now();
    const proposed = await propose(requestId, times);
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.json).toMatchObject({
      status: 'pending',
      proposal: { state: 'open', priceCents: 30_000 },
    });
    expect(proposed.json.proposal?.slots.map((slot) => slot.slotId)).toEqual(times);
    const endsAt = Date.parse(proposed.json.proposal?.endsAt ?? '');
    expect(endsAt - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 5_000);

    const holds = await holdsOf(db, artist.sub, requestId);
    const held = times.flatMap((slotId) => boundsOf(proposed.json, slotId));
    expect([...holds.keys()].sort()).toEqual([...held].sort());
    for (const hold of holds.values()) expect(hold.expiresAt).toBe(Math.floor(endsAt / 1000));
    expect(await outboxTypesFor(db, requestId)).toContain('request.times-proposed');

    // The public form offers the asked slot again, and none of the proposed ones.
    const offered = await offeredSlots(artist.pseudo);
    expect(offered).toContain(asked);
    for (const slotId of times) expect(offered).not.toContain(slotId);

    const mail = await waitForMail(camille, { match: (each) => /propos|propon/i.test(each.subject) });
    const text = mailText(mail);
    expect(text).toContain(`request%3D${requestId}`);
    expect(text.match(/time%3D/g)).toHaveLength(3);

    // The artist can no longer accept or move the asked slot: the client picks.
    const accept = await api<ErrorBody>(`/me/requests/${requestId}/accept`, {
      token: artist.idToken,
      body: { priceCents: 100 },
    });
    expect([accept.status, accept.json.error.code]).toEqual([409, 'times_proposed']);
  });

  it('the client picks one: one booking as an accept makes it, the other times released', async () => {
    const requestId = await request(fresh());
    const times = [fresh(), fresh(), fresh()];
    const proposed = await propose(requestId, times);
    expect(proposed.status, proposed.text).toBe(200);
    const listed = await api<PortalRequestList>('/portal/requests', { token: camilleToken });
    const mine = listed.json.requests.find((each) => each.requestId === requestId);
    expect(mine?.proposal?.slots.map((slot) => slot.slotId)).toEqual(times);

    const picked = await pick(requestId, times[1]!);
    expect(picked.status, picked.text).toBe(200);
    expect(picked.json).toMatchObject({
      bookingId: requestId,
      slot: { slotId: times[1] },
      payment: { priceCents: 30_000, depositCents: 5_000, paymentState: 'WAITING-FOR-DEPOSIT' },
    });
    const { data: stored } = await db.entities.bookingRequest.get({ artistId: artist.sub, requestId }).go();
    expect(stored).toMatchObject({ status: 'accepted', slotId: times[1], bookingId: requestId });
    expect(stored?.history?.at(-1)).toMatchObject({ action: 'time-picked', by: 'client' });

    const holds = await holdsOf(db, artist.sub, requestId);
    expect([...holds.keys()].sort()).toEqual(boundsOf(proposed.json, times[1]!).sort());
    expect(await outboxTypesFor(db, requestId)).toEqual([
      'request.created',
      'request.times-proposed',
      'request.accepted',
    ]);
    const offered = await offeredSlots(artist.pseudo);
    expect(offered).toContain(times[0]);
    expect(offered).toContain(times[2]);
    expect(offered).not.toContain(times[1]);

    // The same pick again answers the booking; another time is told the request has its time.
    const again = await pick(requestId, times[1]!);
    expect(again.status).toBe(200);
    const other = await pick(requestId, times[2]!);
    expect([other.status, other.json.error.code]).toEqual([409, 'time_already_picked']);
    expect(other.json.error.message).toMatch(/déjà son horaire|already has its time/);
  });

  it('two tabs picking different times at once make one booking, ten times over', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const own = fresh();
      const requestId = await request(own);
      // One of the times is the asked slot itself: its slices stay held, now until the end.
      const times = [own, fresh()];
      expect((await propose(requestId, times)).status).toBe(200);
      const answers = await Promise.all(times.map((slotId) => pick(requestId, slotId)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.status === 409);
      expect(lost?.json.error.code).toBe('time_already_picked');
      const won = answers.find((answer) => answer.status === 200)!.json;
      const { data: booking } = await db.entities.booking
        .get({ artistId: artist.sub, bookingId: requestId })
        .go();
      expect(booking?.slotId).toBe(won.slot.slotId);
      const holds = await holdsOf(db, artist.sub, requestId);
      expect([...holds.values()].every((hold) => hold.slotId === won.slot.slotId)).toBe(true);
      expect(holds.size).toBe(8);
      const events = await outboxTypesFor(db, requestId);
      expect(events.filter((type) => type === 'request.accepted')).toHaveLength(1);
    }
  });

  it('a pick after the end is refused, and the request goes back to the artist', async () => {
    const requestId = await request(fresh());
    const times = [fresh(), fresh()];
    const proposed = await propose(requestId, times);
    expect(proposed.status).toBe(200);
    const { data: stored } = await db.entities.bookingRequest.get({ artistId: artist.sub, requestId }).go();
    const ended = new Date(Date.now() - 60_000).toISOString();
    await db.entities.bookingRequest
      .patch({ artistId: artist.sub, requestId })
      .set({ proposal: { ...stored!.proposal!, endsAt: ended } })
      .go();

    const late = await pick(requestId, times[0]!);
    expect([late.status, late.json.error.code]).toEqual([409, 'proposal_expired']);
    const view = await api<RequestView>(`/me/requests/${requestId}`, { token: artist.idToken });
    expect(view.json).toMatchObject({ status: 'pending', proposal: { state: 'lapsed' } });
    // The artist proposes again: the lapsed holds are left to expire, the new ones taken.
    const again = await propose(requestId, [fresh(), fresh()]);
    expect(again.status, again.text).toBe(200);
    expect(again.json.proposal?.state).toBe('open');
  });

  it('refuses bad proposals and changes nothing', async () => {
    const requestId = await request(fresh());
    const [a, b] = [fresh(), fresh()];
    const one = await propose(requestId, [a]);
    expect([one.status, one.json.error.fields?.[0]?.key]).toEqual([
      400,
      'validation.lifecycle.proposalCount',
    ]);
    const twice = await propose(requestId, [a, a]);
    expect(twice.json.error.fields?.[0]?.key).toBe('validation.lifecycle.proposalDuplicate');
    const lengths = await propose(requestId, [a, b.replace('/120', '/60')]);
    expect(lengths.json.error.fields?.[0]?.key).toBe('validation.lifecycle.proposalLengths');
    const past = await propose(requestId, [a, '2020-01-06T10:00/120']);
    expect(past.status).toBe(409);
    expect(await outboxTypesFor(db, requestId)).not.toContain('request.times-proposed');
    // The asked slot is still held by the request.
    expect((await holdsOf(db, artist.sub, requestId)).size).toBe(8);
  });

  it('answers 404 to another artist and another client', async () => {
    const requestId = await request(fresh());
    const times = [fresh(), fresh()];
    const stranger = await onboardedArtist();
    expect((await propose(requestId, times, stranger.idToken)).status).toBe(404);
    expect((await propose(requestId, times)).status).toBe(200);
    const bob = clientEmail('bob');
    const own = fresh();
    // Bob becomes a known client with a request of his own.
    const sent = await sendRequest(
      artist.pseudo,
      requestBody(own, { client: { ...requestBody(own).client, email: bob } }),
    );
    expect(sent.status, sent.text).toBe(201);
    const { accessToken: bobToken } = await portalSession(bob);
    expect((await pick(requestId, times[0]!, bobToken)).status).toBe(404);
  });
});

describe('waiting for the client', () => {
  it('waits from the artist’s question until the client answers in the conversation', async () => {
    const artist = await proArtist(db, everyDay(['10:00', 120]));
    const lou = clientEmail('lou');
    const [slotId] = await offeredSlots(artist.pseudo);
    const sent = await sendRequest(
      artist.pseudo,
      requestBody(slotId!, { client: { ...requestBody(slotId!).client, email: lou } }),
    );
    expect(sent.status, sent.text).toBe(201);
    const requestId = sent.json.requestId as string;
    const question = { clientMessageId: randomUUID(), text: 'Which arm, left or right?' };

    const asked = await api<RequestView>(`/me/requests/${requestId}/ask-client`, {
      token: artist.idToken,
      body: question,
    });
    expect(asked.status, asked.text).toBe(200);
    const since = asked.json.awaitingClientSince;
    expect(since).toBeTruthy();
    // Sent again (a retry): one message, the same time.
    const again = await api<RequestView>(`/me/requests/${requestId}/ask-client`, {
      token: artist.idToken,
      body: question,
    });
    expect(again.json.awaitingClientSince).toBe(since);
    const { accessToken } = await portalSession(lou);
    const listed = await api<PortalRequestList>('/portal/requests', { token: accessToken });
    expect(listed.json.requests.find((each) => each.requestId === requestId)?.awaitingClient).toBe(true);

    const opened = await api<{ conversationId: string }>('/portal/conversations', {
      token: accessToken,
      body: { pseudo: artist.pseudo },
    });
    expect(opened.status, opened.text).toBe(200);
    const thread = await api<{ messages: { text: string }[] }>(
      `/portal/conversations/${opened.json.conversationId}`,
      {
        token: accessToken,
      },
    );
    expect(thread.json.messages.map((message) => message.text)).toEqual(['Which arm, left or right?']);
    const answer = await api(`/portal/conversations/${opened.json.conversationId}/messages`, {
      token: accessToken,
      body: { clientMessageId: randomUUID(), text: 'Left, please.' },
    });
    expect(answer.status, answer.text).toBe(201);
    await vi.waitFor(
      async () => {
        const view = await api<RequestView>(`/me/requests/${requestId}`, { token: artist.idToken });
        expect(view.json.awaitingClientSince).toBeUndefined();
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it('asks only about a pending request of the artist’s own', async () => {
    const stranger = await onboardedArtist();
    const artist = await proArtist(db, everyDay(['14:00', 60]));
    const [slotId] = await offeredSlots(artist.pseudo);
    const sent = await sendRequest(
      artist.pseudo,
      requestBody(slotId!, { client: { ...requestBody(slotId!).client, email: clientEmail('mo') } }),
    );
    const requestId = sent.json.requestId as string;
    const body = { clientMessageId: randomUUID(), text: 'A question' };
    const foreign = await api(`/me/requests/${requestId}/ask-client`, { token: stranger.idToken, body });
    expect(foreign.status).toBe(404);
    const empty = await api<ErrorBody>(`/me/requests/${requestId}/ask-client`, {
      token: artist.idToken,
      body: { clientMessageId: randomUUID(), text: '   ' },
    });
    expect([empty.status, empty.json.error.fields?.[0]?.key]).toEqual([
      400,
      'validation.messages.textRequired',
    ]);
  });
});
