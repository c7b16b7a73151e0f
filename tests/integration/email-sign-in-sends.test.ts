import { describe, expect, it } from 'vitest';
import { requestAccepted } from '#events/definitions/lifecycle.ts';
import { EMAILS_PER_RECIPIENT } from '#functions/lib/email/recipient-guard.ts';
import { rateWindowKey } from '#functions/lib/rate-limit/rate-limit.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { emailSignInHash } from '#shared/domain/portal/email-sign-in.ts';
import { consumerPlaneOfFile } from '#tests/support/consumer-plane.ts';
import {
  bookingPayloads,
  busEvent,
  createArtist,
  slotAt,
  subject,
  testClient,
  testParty,
} from '#tests/support/lifecycle-events.ts';
import { type Mail, mailsTo } from '#tests/support/mailbox.ts';

/**
 * The sign-in links the email consumer mints (ADR 0085), through its real queue on a plane of its
 * own (tests/support/consumer-plane.ts): one per send, whatever the redeliveries, and never one whose
 * email went nowhere.
 */
const harness = consumerPlaneOfFile('email-sign-in-sends');

const money = { priceCents: 15000, depositCents: 5000, currency: 'EUR' as const };

/** An acceptance event for a new client of a new artist, and that client. */
async function acceptance() {
  const party = testParty();
  const client = testClient('fr', 'Inès');
  await createArtist(harness.db, party);
  const first = slotAt('2027-05-04T09:00:00Z', 120, 'Europe/Paris');
  const second = slotAt('2027-05-11T09:00:00Z', 120, 'Europe/Paris');
  const payloads = bookingPayloads(subject(party, client), { first, second, money });
  return { client, event: busEvent(requestAccepted, payloads.accepted) };
}

/** The links of one address in the plane's table (its own, small: a scan is fine). */
async function linksOf(email: string) {
  const { data } = await harness.db.entities.emailSignIn.scan.go({ pages: 'all' });
  return data.filter((link) => link.emailHash === emailHash(email));
}

function tokenIn(mail: Mail | undefined): { linkId: string; secret: string } {
  const found = /\/portal\/login\/email\?\S+?#([\w-]{22})\.([\w-]{43})/.exec(mail?.body.text ?? '');
  if (!found?.[1] || !found[2]) throw new Error(`no sign-in link in "${mail?.subject}"`);
  return { linkId: found[1], secret: found[2] };
}

describe('the email consumer’s sign-in links', () => {
  it('mints one link per send: a redelivered event sends nothing and mints nothing', async () => {
    const { client, event } = await acceptance();
    await harness.publish([event, event]);
    await harness.plane.drain();
    await harness.publish([event]);
    await harness.plane.drain();

    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0]);
    const links = await linksOf(client.email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      linkId: token.linkId,
      path: '/portal/bookings',
      secretHash: emailSignInHash(token.linkId, token.secret),
      sentAt: expect.any(Number),
    });
  });

  it('keeps no secret that reached nobody: after SES failures, the link that works is the mailed one', async () => {
    const { client, event } = await acceptance();
    harness.ses.setOutage((recipient, failed) => recipient === client.email.toLowerCase() && failed < 2);
    await harness.publish([event]);
    await harness.plane.drain();
    harness.ses.setOutage(undefined);

    expect(harness.ses.failures(client.email)).toBe(2);
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0]);
    const links = await linksOf(client.email);
    expect(links).toHaveLength(1);
    expect(links[0]?.secretHash).toBe(emailSignInHash(token.linkId, token.secret));
    expect(harness.plane.queues.stats('email')).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
  });

  it('ends a send the recipient guard withholds (the daily cap): no retry, no email, no secret left', async () => {
    const { client, event } = await acceptance();
    const { key, endsAt } = rateWindowKey(
      `email-to:${emailHash(client.email)}`,
      EMAILS_PER_RECIPIENT,
      new Date(),
    );
    await harness.db.entities.rateWindow
      .put({ ...key, count: EMAILS_PER_RECIPIENT.limit, expiresAt: endsAt + 60 })
      .go();
    await harness.publish([event]);
    await harness.plane.drain();

    expect(await mailsTo(client.email)).toEqual([]);
    expect((await linksOf(client.email)).map((link) => link.secretHash)).toEqual([undefined]);
    // The send is remembered as done (its answer: no message id), not retried to the dead-letter queue.
    expect(harness.plane.queues.stats('email')).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
  });
});
