import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveTicket } from '#shared/api/contracts/live.ts';
import type { RouteDefinition } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { closedWhileSuspended } from '#shared/api/suspension.ts';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpSuperadmin } from '#tests/support/artists.ts';
import { type BookingArtist, bookableArtist, clientEmail, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { requestWithConversation } from '#tests/support/conversations.ts';
import { mailsTo } from '#tests/support/mailbox.ts';
import { watchHealth } from './support/health-watch.ts';

/**
 * A suspended artist's old tokens, used as a script would the moment the suspension lands (issue 28,
 * items 5 and 9; ADR 0070): every write of the route table (generated from it) answers 403
 * `account_suspended` and changes nothing, reads and the export still answer, the old refresh token
 * is refused, the live socket is closed, a message to a client reaches no inbox, and `/api/health`
 * answers within 1 s throughout.
 */

const { cloud, db } = cloudAndDb();
const all = Object.entries(routes) as [string, RouteDefinition][];
const writes = all.filter(([, route]) => closedWhileSuspended(route));
const reads = all.filter(([, route]) => route.auth === 'artist' && route.method === 'GET');
const pathOf = (route: RouteDefinition, ids: Record<string, string> = {}) =>
  route.path.replace(
    /\{(\w+)\+?\}/g,
    (_all, name: string) => ids[name] ?? '00000000-0000-4000-8000-000000000000',
  );

let artist: BookingArtist;
let client: string;
let conversationId: string;
let socket: WebSocket;

beforeAll(async () => {
  const admin = await signUpSuperadmin();
  artist = await bookableArtist(everyDay(['10:00', 60]));
  client = clientEmail('stranger-target');
  ({ conversationId } = await requestWithConversation(artist, client, 0));
  const ticket = await api<LiveTicket>('/me/live-ticket', { method: 'POST', token: artist.idToken });
  socket = await new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${cloud.urls.app.replace(/^http/, 'ws')}/ws?ticket=${ticket.json.ticket}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
  const suspended = await api(`/admin/artists/${artist.sub}/suspension`, {
    method: 'PUT',
    token: admin.idToken,
    body: { reason: 'Abuse of the messages' },
  });
  if (suspended.status !== 200) throw new Error(`suspension answered ${suspended.status}`);
});

describe('A suspended artist with their old tokens', () => {
  it('lists the writes it attacks, generated from the route table', () => {
    expect(writes.length).toBeGreaterThanOrEqual(40);
    expect(writes.map(([id]) => id)).toContain('sendMyMessage');
    expect(writes.map(([id]) => id)).not.toContain('exportMyData');
  });

  it('gets 403 account_suspended at every write, changes nothing, and health answers within 1 s', async () => {
    const health = watchHealth();
    const before = await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true });
    const answers: { route: string; status: number; code?: string; message?: string }[] = [];
    for (const [id, route] of writes) {
      const answer = await api<{ error?: { code?: string; message?: string } }>(
        pathOf(route, { conversationId }),
        {
          method: route.method,
          token: artist.idToken,
          body: { clientMessageId: randomUUID(), text: 'Still here', reason: 'x' },
          headers: { 'accept-language': 'es' },
        },
      );
      answers.push({
        route: id,
        status: answer.status,
        code: answer.json?.error?.code,
        message: answer.json?.error?.message,
      });
    }
    const refused = answers.filter(
      (answer) =>
        answer.status === 403 &&
        answer.code === 'account_suspended' &&
        answer.message?.startsWith('Tu cuenta está suspendida'),
    );
    expect(answers.filter((answer) => !refused.includes(answer))).toEqual([]);
    const after = await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true });
    expect(after.data).toEqual(before.data);
    const { data: messages } = await db.entities.message.query.byConversation({ conversationId }).go();
    expect(messages).toHaveLength(0);
    const { slowestMs, failed } = await health.stop();
    expect(failed).toBe(0);
    expect(slowestMs).toBeLessThan(1000);
  });

  it('still reads everything and exports', async () => {
    const health = watchHealth();
    for (const [id, route] of reads) {
      const answer = await api<{ error?: { code?: string } }>(pathOf(route, { conversationId }), {
        token: artist.idToken,
      });
      expect({ id, code: answer.json?.error?.code }).not.toEqual({ id, code: 'account_suspended' });
      expect({ id, status: answer.status }).not.toEqual({ id, status: 500 });
    }
    expect((await api('/me', { token: artist.idToken })).status).toBe(200);
    const exported = await api<{ url: string }>('/me/export', { method: 'POST', token: artist.idToken });
    expect(exported.status).toBe(200);
    expect((await fetch(exported.json.url)).status).toBe(200);
    const { slowestMs, failed } = await health.stop();
    expect(failed).toBe(0);
    expect(slowestMs).toBeLessThan(1000);
  });

  it('has lost their refresh token and their live socket, and reaches no client inbox', async () => {
    const cognito = cognitoClient();
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: cloud.userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: artist.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    cognito.destroy();
    const closed = await new Promise<boolean>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve(true);
      const timer = setTimeout(() => resolve(false), 10_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(closed).toBe(true);
    // A fresh ticket is refused too: the socket cannot be reopened.
    expect((await api('/me/live-ticket', { method: 'POST', token: artist.idToken })).status).toBe(403);
    // The client got the request's confirmation before; nothing from the artist after.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = await mailsTo(client);
    expect(mails.filter((mail) => /Still here/.test(mail.body.text ?? ''))).toEqual([]);
  });
});
