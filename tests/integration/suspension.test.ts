import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messageSent } from '#events/definitions/messages.ts';
import { outboxItem } from '#events/outbox.ts';
import { loadWording } from '#functions/consumers/email/load-wording.ts';
import { handler as sendMessageEmail } from '#functions/consumers/message-email/send-message-email.ts';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { LiveTicket } from '#shared/api/contracts/live.ts';
import type { PortalBookingList, PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import { partyKey } from '#shared/domain/live/party.ts';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpSuperadmin, TEST_PASSWORD, type TestArtist } from '#tests/support/artists.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  requestAs,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { openConversation, requestWithConversation } from '#tests/support/conversations.ts';
import { acceptRequest } from '#tests/support/lifecycle.ts';
import { mailsTo } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * Issue 28, item 5 (ADR 0070): a suspension takes effect everywhere at once. The artist's writes
 * answer 403 `account_suspended` in their language while reads and the export still work; their
 * live connection is closed and their refresh token refused; their clients still read their own
 * bookings and requests. Restoring lets them sign in and write again.
 */

const { cloud, db } = cloudAndDb();
let admin: TestArtist;
let artist: BookingArtist;
let booked: string;
let pending: string;
let conversationId: string;

beforeAll(async () => {
  [admin, artist] = await Promise.all([
    signUpSuperadmin(),
    bookableArtist(everyDay(['10:00', 60], ['15:00', 60])),
  ]);
  booked = clientEmail('booked');
  pending = clientEmail('pending');
  const { requestId } = await requestAs(artist, booked, 0);
  await requestAs(artist, pending, 1);
  const accepted = await acceptRequest(artist, requestId, { priceCents: 12_000 });
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}`);
  conversationId = await openConversation(artist, requestId);
});

async function openLiveSocket(token: string): Promise<WebSocket> {
  const ticket = await api<LiveTicket>('/me/live-ticket', { method: 'POST', token });
  if (ticket.status !== 201) throw new Error(`live ticket answered ${ticket.status}`);
  const url = `${cloud.urls.app.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket.json.ticket)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closedWithin(socket: WebSocket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const refresh = (refreshToken: string) => {
  const cognito = cognitoClient();
  return cognito
    .send(
      new InitiateAuthCommand({
        ClientId: cloud.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    )
    .finally(() => cognito.destroy());
};

describe('a suspended artist', () => {
  it('reads and exports, writes nothing, loses their socket and refresh token; their clients are unaffected', async () => {
    const socket = await openLiveSocket(artist.idToken);
    const reason = `Spam to clients ${randomUUID().slice(0, 6)}`;
    const suspended = await api(`/admin/artists/${artist.sub}/suspension`, {
      method: 'PUT',
      token: admin.idToken,
      body: { reason },
    });
    expect(suspended.status).toBe(200);

    // Writes: refused at once, in the artist's language, and nothing is written.
    const message = await api<ErrorBody>(`/me/conversations/${conversationId}/messages`, {
      token: artist.idToken,
      body: { clientMessageId: randomUUID(), text: 'Buy my course' },
      headers: { 'accept-language': 'fr' },
    });
    expect(message.status).toBe(403);
    expect(message.json.error).toEqual({
      code: 'account_suspended',
      message: expect.stringMatching(/^Votre compte est suspendu/),
    });
    const { data: messages } = await db.entities.message.query
      .byConversation({ conversationId })
      .go({ pages: 'all' });
    expect(messages).toHaveLength(0);
    const profile = await api<ErrorBody>('/me/preferences', {
      method: 'PATCH',
      token: artist.idToken,
      body: { theme: 'dark' },
      headers: { 'accept-language': 'es' },
    });
    expect(profile.status).toBe(403);
    expect(profile.json.error.message).toMatch(/^Tu cuenta está suspendida/);
    expect((await api('/me/live-ticket', { method: 'POST', token: artist.idToken })).status).toBe(403);

    // Reads and the export still work; `GET /me` says why.
    const me = await api<MyArtist>('/me', { token: artist.idToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ suspensionReason: reason, theme: expect.not.stringMatching(/^dark$/) });
    expect((await api('/me/requests', { token: artist.idToken })).status).toBe(200);
    expect((await api(`/me/conversations/${conversationId}`, { token: artist.idToken })).status).toBe(200);
    const exported = await api<{ url: string }>('/me/export', { method: 'POST', token: artist.idToken });
    expect(exported.status).toBe(200);
    expect((await fetch(exported.json.url)).status).toBe(200);

    // Sessions end: the live connection closes, the refresh token is refused.
    expect(await closedWithin(socket, 10_000)).toBe(true);
    const { data: connections } = await db.entities.liveConnection.query
      .byParty({ party: partyKey({ kind: 'artist', artistId: artist.sub }) })
      .go();
    expect(connections).toHaveLength(0);
    await expect(refresh(artist.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // Their clients still read what is theirs.
    const [bookedSession, pendingSession] = await Promise.all([
      portalSession(booked),
      portalSession(pending),
    ]);
    const bookings = await api<PortalBookingList>('/portal/bookings', { token: bookedSession.accessToken });
    expect(bookings.status).toBe(200);
    expect(bookings.json.bookings).toHaveLength(1);
    const requests = await api<PortalRequestList>('/portal/requests', { token: pendingSession.accessToken });
    expect(requests.status).toBe(200);
    expect(requests.json.requests).toHaveLength(1);

    // Restored: a new sign-in works and writes again.
    const restored = await api(`/admin/artists/${artist.sub}/suspension`, {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(restored.status).toBe(200);
    const cognito = cognitoClient();
    const signIn = await cognito.send(
      new InitiateAuthCommand({
        ClientId: cloud.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: artist.email, PASSWORD: TEST_PASSWORD },
      }),
    );
    cognito.destroy();
    const fresh = signIn.AuthenticationResult?.IdToken ?? '';
    const again = await api('/me/preferences', { method: 'PATCH', token: fresh, body: { theme: 'dark' } });
    expect(again.status).toBe(200);
    expect(
      (await refresh(signIn.AuthenticationResult?.RefreshToken ?? '')).AuthenticationResult,
    ).toBeDefined();
  });
});

describe('a deleted artist', () => {
  it('loses their live socket at once; a suspended one may still delete their account', async () => {
    const [other, team] = await Promise.all([bookableArtist(everyDay(['11:00', 60])), signUpSuperadmin()]);
    const socket = await openLiveSocket(other.idToken);
    // Suspended first: the deletion stays theirs to make (ADR 0070).
    await api(`/admin/artists/${other.sub}/suspension`, {
      method: 'PUT',
      token: team.idToken,
      body: { reason: 'Leaving under a cloud' },
    });
    expect(await closedWithin(socket, 10_000)).toBe(true);
    const again = await api<ErrorBody>('/me/live-ticket', { method: 'POST', token: other.idToken });
    expect(again.json.error.code).toBe('account_suspended');
    const deleted = await api('/me/deletion', {
      token: other.idToken,
      body: { confirmPseudo: other.pseudo },
    });
    expect(deleted.status).toBe(200);
    await expect(refresh(other.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('loses their live socket when they delete an active account', async () => {
    const other = await bookableArtist(everyDay(['12:00', 60]));
    const socket = await openLiveSocket(other.idToken);
    const deleted = await api('/me/deletion', {
      token: other.idToken,
      body: { confirmPseudo: other.pseudo },
    });
    expect(deleted.status).toBe(200);
    expect(await closedWithin(socket, 10_000)).toBe(true);
    await expect(refresh(other.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('what was queued before a suspension', () => {
  it('reaches clients in the product’s wording, never the suspended artist’s own', async () => {
    const [other, team] = await Promise.all([bookableArtist(everyDay(['13:00', 60])), signUpSuperadmin()]);
    const saved = await api(`/me/email-templates/requestAccepted/en`, {
      method: 'PUT',
      token: other.idToken,
      body: { subject: 'Visit my shop {firstname}', body: 'Cheap course at my site, {firstname}.' },
    });
    expect(saved.status).toBe(200);
    // The email consumer's own step, in process against the local table, for a booking accepted earlier.
    const accepted = {
      detailType: 'request.accepted',
      envelope: { payload: { artistId: other.sub, client: { locale: 'en' } } },
    } as unknown as Parameters<typeof loadWording>[0];
    expect(await loadWording(accepted)).toMatchObject({ subject: 'Visit my shop {firstname}' });
    await api(`/admin/artists/${other.sub}/suspension`, {
      method: 'PUT',
      token: team.idToken,
      body: { reason: 'Spam in the emails' },
    });
    expect(await loadWording(accepted)).toBeUndefined();
  });

  it('is a message the artist wrote just before: kept in the conversation, never emailed after', async () => {
    const [other, team] = await Promise.all([bookableArtist(everyDay(['16:00', 60])), signUpSuperadmin()]);
    const client = clientEmail('queued');
    const { conversationId } = await requestWithConversation(other, client, 0);
    await api(`/admin/artists/${other.sub}/suspension`, {
      method: 'PUT',
      token: team.idToken,
      body: { reason: 'Spam in the messages' },
    });
    // The message committed before the suspension, its event still in the message email's queue.
    const sentAt = new Date().toISOString();
    await db.entities.message
      .create({
        conversationId,
        seq: 1,
        clientMessageId: randomUUID(),
        sender: 'artist',
        text: 'Queued spam',
        sentAt,
      })
      .go();
    const item = outboxItem(
      messageSent,
      {
        artistId: other.sub,
        conversationId,
        clientEmail: client,
        seq: 1,
        sender: 'artist',
        preview: 'Queued spam',
        sentAt,
      },
      { correlationId: 'suspension-test' },
    );
    const detail = JSON.parse(item.detail);
    const result = await sendMessageEmail({
      Records: [
        {
          messageId: 'm-1',
          body: JSON.stringify({ 'detail-type': 'message.sent', detail }),
        },
      ],
    } as never);
    expect(result.batchItemFailures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(client)).filter((mail) => /Queued spam/.test(mail.body.text ?? ''))).toEqual([]);
  });
});
