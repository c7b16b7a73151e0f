import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import type { RequestList } from '#shared/api/contracts/requests.ts';
import { api } from '#tests/support/api.ts';
import {
  bookableArtist,
  everyDay,
  postRequest,
  requestBody,
  sendRequest,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { mailText } from '#tests/support/mail-store.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { ABUSE_CART_HOLD_SECONDS } from './support/abuse-global-setup.ts';
import { watchHealth } from './support/health-watch.ts';

/** What the script types as the client: the text it would like to relay to strangers. */
const RELAYED = 'Claim your prize at https://phish.example now';
const FLOOD_MS = 4_000;
const PARALLEL = 4;

/**
 * A script floods an artist's booking form from one address with made-up client emails (issue 28,
 * item 3 and 9; ADR 0067): every request waits for an email confirmation that never comes, so the
 * artist's page stays open (nothing counts toward the Free plan), their inbox holds none of them,
 * each made-up address gets at most one email carrying nothing the script typed, the slots are
 * bookable again once the short cart hold lapses (a few seconds on this tier: a stage setting), and
 * health keeps answering within 1 s throughout.
 */
describe('A flood of booking requests with made-up emails', () => {
  it('leaves the page open, the inbox empty, strangers unspammed, every slot bookable again', async () => {
    const artist = await bookableArtist(everyDay(['10:00', 60], ['14:00', 60]));
    const offered = slotIds((await slotsOf(artist.pseudo, '?days=7')).json);
    expect(offered.length).toBeGreaterThanOrEqual(12);
    // The welcome email of the onboarding first: it may come late after another attack's emails.
    await waitForMail(artist.email);
    const artistMailsBefore = (await mailsTo(artist.email)).length;

    const health = watchHealth();
    const targets: string[] = [];
    const statuses = new Map<number, number>();
    const answers: BookingRequestCreated[] = [];
    const deadline = Date.now() + FLOOD_MS;
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (Date.now() < deadline) {
          const slotId = offered[next++ % offered.length]!;
          const email = `made-up-${randomUUID().slice(0, 12)}@stranger.test`;
          targets.push(email);
          const body = requestBody(slotId, {
            description: { placement: RELAYED, size: RELAYED, text: RELAYED },
            client: { ...requestBody(slotId).client, email, firstName: RELAYED, lastName: RELAYED },
          });
          const answer = await postRequest(artist.pseudo, body);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) answers.push(answer.json);
        }
      }),
    );

    // What the stranger gets: requests waiting for a confirmation, or the slot taken, or slowed down.
    expect(
      [...statuses.keys()].every((status) => [201, 409, 429].includes(status)),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(answers.length).toBeGreaterThan(0);
    process.stdout.write(`flood: ${targets.length} posts, ${JSON.stringify([...statuses])}\n`);
    expect(answers.every((answer) => answer.status === 'unconfirmed')).toBe(true);

    // The artist's page stays open and their inbox holds none of it; no email reached them.
    const page = await api<PublicProfile>(`/artists/${artist.pseudo}`);
    expect(page.json.reservations.requests).toBe(true);
    const inbox = await api<RequestList>('/me/requests', { token: artist.idToken });
    expect(inbox.json.requests).toEqual([]);
    expect((await mailsTo(artist.email)).length).toBe(artistMailsBefore);

    // At most one email per made-up address, and none carries what the script typed.
    const perTarget = await Promise.all(targets.map((email) => mailsTo(email)));
    expect(Math.max(...perTarget.map((mails) => mails.length))).toBeLessThanOrEqual(1);
    for (const mail of perTarget.flat()) {
      expect(`${mail.subject} ${mailText(mail)} ${mail.body.html ?? ''}`).not.toContain('phish.example');
    }

    // Once the cart holds lapse, every slot is bookable again, by a real client too.
    const lastHold = Math.max(
      ...answers.map((answer) => Date.parse(answer.confirmation?.holdExpiresAt ?? '')),
    );
    expect(lastHold - Date.now()).toBeLessThanOrEqual(ABUSE_CART_HOLD_SECONDS * 1000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastHold - Date.now()) + 1_000));
    expect(slotIds((await slotsOf(artist.pseudo, '?days=7')).json)).toEqual(offered);
    const real = await sendRequest(artist.pseudo, requestBody(offered[0]!));
    expect([real.status, real.json.status]).toEqual([201, 'pending']);
    expect((await api<RequestList>('/me/requests', { token: artist.idToken })).json.requests).toHaveLength(1);

    const watched = await health.stop();
    expect(watched.failed, JSON.stringify(watched)).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });
});
