import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalRequest, PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  offeredSlots,
  requestBody,
  sendRequest,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailText } from '#tests/support/mail-store.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

/**
 * When the artist moves a pending request, the client answers from the portal: accept the new time
 * (the artist is told, the request stays pending for the artist to accept) or cancel the request
 * (the artist is told whatever their cancellation emails say). Issue 15, item 3.
 */
const { db } = cloudAndDb();

const acceptMove = (token: string, requestId: string) =>
  api<PortalRequest>(`/portal/requests/${requestId}/accept-move`, { method: 'POST', token });

describe('answering a moved request from the portal', () => {
  let artist: BookingArtist;
  const camille = clientEmail('camille');
  const bob = clientEmail('bob');
  let camilleToken: string;
  let bobToken: string;
  let offered: string[];
  const ids: Record<'accepting' | 'declining' | 'unmoved', string> = {
    accepting: '',
    declining: '',
    unmoved: '',
  };

  async function request(email: string, slotId: string) {
    const body = requestBody(slotId, { client: { ...requestBody(slotId).client, email } });
    const sent = await sendRequest(artist.pseudo, body);
    if (sent.status !== 201) throw new Error(`request answered ${sent.status}: ${sent.text}`);
    return sent.json.requestId as string;
  }

  async function move(requestId: string, slotId: string) {
    const answer = await api(`/me/requests/${requestId}/move`, { token: artist.idToken, body: { slotId } });
    if (answer.status !== 200) throw new Error(`move answered ${answer.status}: ${answer.text}`);
  }

  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 120], ['15:00', 90]));
    // Turned off: declining a proposed time still reaches the artist.
    const settings = await api('/me/notification-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { notifyBookingRequests: true, notifyCancellations: false, messageEmails: 'instant' },
    });
    expect(settings.status, settings.text).toBe(200);
    offered = await offeredSlots(artist.pseudo);
    ids.accepting = await request(camille, offered[0]!);
    ids.declining = await request(camille, offered[1]!);
    ids.unmoved = await request(camille, offered[2]!);
    // Bob books too (a portal session needs a known client).
    await request(bob, offered[5]!);
    await move(ids.accepting, offered[3]!);
    await move(ids.declining, offered[4]!);
    [{ accessToken: camilleToken }, { accessToken: bobToken }] = await Promise.all([
      portalSession(camille),
      portalSession(bob),
    ]);
  });

  it('shows the client which requests await an answer', async () => {
    const listed = await api<PortalRequestList>('/portal/requests', { token: camilleToken });
    const answerOf = (id: string) => listed.json.requests.find((item) => item.requestId === id)?.moveAnswer;
    expect(answerOf(ids.accepting)).toBe('awaiting');
    expect(answerOf(ids.declining)).toBe('awaiting');
    expect(answerOf(ids.unmoved)).toBeUndefined();
  });

  it('takes the new time once, even sent four times at once, and tells the artist', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => acceptMove(camilleToken, ids.accepting)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers)
      expect(answer.json).toMatchObject({
        requestId: ids.accepting,
        status: 'pending',
        moveAnswer: 'accepted',
      });
    expect(await outboxTypesFor(db, ids.accepting)).toEqual([
      'request.confirmation-requested',
      'request.created',
      'slot.moved',
      'request.move-accepted',
    ]);
    const { data } = await db.entities.bookingRequest
      .get({ artistId: artist.sub, requestId: ids.accepting })
      .go();
    expect(data?.history?.at(-1)).toMatchObject({ action: 'move-accepted', by: 'client' });
    expect(data?.slotId).toBe(offered[3]);

    const mail = await waitForMail(artist.email, {
      match: (each) => /accepte le nouveau créneau|accepts the new time/.test(each.subject),
    });
    expect(mailText(mail)).toContain(`/app/requests/${ids.accepting}`);

    // The artist then accepts the request at that time: it becomes the booking.
    const accepted = await api(`/me/requests/${ids.accepting}/accept`, {
      token: artist.idToken,
      body: { priceCents: 12_000 },
    });
    expect([200, 201]).toContain(accepted.status);
  });

  it('tells the artist when the client cancels instead, whatever their cancellation emails say', async () => {
    const answer = await api<PortalRequest>(`/portal/requests/${ids.declining}/cancel`, {
      method: 'POST',
      token: camilleToken,
    });
    expect(answer.status).toBe(200);
    const { data: events } = await db.entities.outboxEvent.scan
      .where(({ detail }, { contains }) => contains(detail, ids.declining))
      .go({ pages: 'all' });
    const cancelled = events.find((event) => event.detailType === 'request.cancelled');
    expect(JSON.parse(cancelled!.detail).payload).toMatchObject({
      declinedMove: true,
      artist: { notifyCancellations: false },
    });
    await waitForMail(artist.email, {
      match: (each) => /refuse le nouveau créneau|cannot make the new time/.test(each.subject),
    });
  });

  it('refuses to answer for a request never moved, someone else’s, or one no longer pending', async () => {
    const unmoved = await acceptMove(camilleToken, ids.unmoved);
    expect(unmoved.status).toBe(409);
    expect((unmoved.json as unknown as ErrorBody).error.code).toBe('no_move_to_answer');
    const other = await acceptMove(bobToken, ids.accepting);
    expect(other.status).toBe(404);
    const cancelled = await acceptMove(camilleToken, ids.declining);
    expect(cancelled.status).toBe(409);
    expect((cancelled.json as unknown as ErrorBody).error.code).toBe('request_not_pending');
    expect(await outboxTypesFor(db, ids.unmoved)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);
  });
});
