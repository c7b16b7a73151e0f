import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, bookableArtist, clientEmail, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { requestWithConversation } from '#tests/support/conversations.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';

const { db } = cloudAndDb();

const write = (token: string, path: string, text: string) =>
  api<{ seq: number }>(path, { token, body: { clientMessageId: randomUUID(), text } });

/** Waits for the queue to settle: the emails a message could cause have been sent by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe('message emails (the message-email consumer, through the SES stand-in)', () => {
  let artist: BookingArtist;
  let artistEmail: string;
  const lea = clientEmail('lea-mail');
  let leaToken: string;
  let conversationId: string;

  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60]));
    artistEmail = (await db.entities.artist.get({ artistId: artist.sub }).go()).data!.email;
    ({ conversationId } = await requestWithConversation(artist, lea, 0));
    ({ accessToken: leaToken } = await portalSession(lea));
  });

  const isMessageMail = (mail: { subject: string }) => /^New message from /.test(mail.subject);

  it('emails an artist on instant emails once per 15 minutes while unread, and again once read', async () => {
    const clientPath = `/portal/conversations/${conversationId}/messages`;
    const before = (await mailsTo(artistEmail)).filter(isMessageMail).length;
    expect((await write(leaToken, clientPath, 'Hello! Is the 12th still free?')).status).toBe(201);
    const first = await waitForMail(artistEmail, { match: isMessageMail });
    expect(first.subject).toBe('New message from Camille Martin');
    expect(first.body.text).toContain('wrote to you:');
    expect(first.body.text).toContain('“Hello! Is the 12th still free?”');
    expect(first.body.html).toContain(`/app/messages/${conversationId}`);

    // A second message while the first is unread: no second email.
    expect((await write(leaToken, clientPath, 'And can I bring a friend?')).status).toBe(201);
    await settle();
    expect((await mailsTo(artistEmail)).filter(isMessageMail).length).toBe(before + 1);

    // Once the artist has read them, the next message is emailed at once.
    const { json } = await api<{ messages: { seq: number }[] }>(`/me/conversations/${conversationId}`, {
      token: artist.idToken,
    });
    await api(`/me/conversations/${conversationId}/seen`, {
      token: artist.idToken,
      body: { upTo: json.messages.at(-1)!.seq },
    });
    const read = (await mailsTo(artistEmail)).length;
    expect((await write(leaToken, clientPath, 'Thanks!')).status).toBe(201);
    const third = await waitForMail(artistEmail, { after: read, match: isMessageMail });
    expect(third.body.text).toContain('“Thanks!”');
  });

  it('emails the client in their language, with a button that signs in to the conversation', async () => {
    const before = (await mailsTo(lea)).length;
    expect(
      (await write(artist.idToken, `/me/conversations/${conversationId}/messages`, 'See you on the 12th.'))
        .status,
    ).toBe(201);
    const mail = await waitForMail(lea, { after: before, match: isMessageMail });
    expect(mail.subject).toBe('New message from Folio Ink');
    expect(mail.body.text).toContain('“See you on the 12th.”');
    // The button signs in directly (ADR 0085): the secret in the fragment, the link stored as a hash.
    const link = new RegExp(
      `/portal/login/email\\?email=${encodeURIComponent(lea)}&amp;redirect=${encodeURIComponent(`/portal/messages/${conversationId}`)}#([\\w-]{22})\\.[\\w-]{43}`,
    ).exec(mail.body.html ?? '');
    expect(link).not.toBeNull();
    const { data: stored } = await db.entities.emailSignIn.get({ linkId: link?.[1] ?? '' }).go();
    expect(stored).toMatchObject({ path: `/portal/messages/${conversationId}`, sentAt: expect.any(Number) });
    // The answer ends the client's wait: the statistics count the artist's first-response time.
    await vi.waitFor(
      async () => {
        const { data } = await db.entities.statsCounter.query
          .byArtistDay({ artistId: artist.sub, day: localDate(new Date(), 'Europe/Paris') })
          .go();
        expect(data.some((counter) => counter.metric.startsWith('firstResponseMinutes.'))).toBe(true);
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it('leaves an artist on daily emails to the 18:00 summary', async () => {
    await db.entities.artist.patch({ artistId: artist.sub }).set({ messageEmails: 'daily' }).go();
    const before = (await mailsTo(artistEmail)).filter(isMessageMail).length;
    await api(`/me/conversations/${conversationId}/seen`, { token: artist.idToken, body: { upTo: 1_000 } });
    expect(
      (await write(leaToken, `/portal/conversations/${conversationId}/messages`, 'One more question')).status,
    ).toBe(201);
    await settle();
    expect((await mailsTo(artistEmail)).filter(isMessageMail).length).toBe(before);
  });
});
