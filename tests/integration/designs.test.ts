import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignPolicySettings, DesignView, PortalDesigns } from '#shared/api/contracts/designs.ts';
import { addDays } from '#shared/domain/designs/design-rules.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import * as lifecycle from '#tests/support/lifecycle.ts';
import { outboxEventsOf } from '#tests/support/lifecycle-state.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import { storedImage } from '#tests/support/portfolio.ts';
import { connectPaymentAccount, localStripe, payCheckout } from '#tests/support/stripe.ts';

const today = () => localDate(new Date(), 'Europe/Paris');

const { cloud, db } = cloudAndDb();

async function customRequest(artist: BookingArtist, slotId: string, email: string) {
  const client = { firstName: 'Maya', lastName: 'Lenoir', age: 29, email, alreadyTattooed: false };
  return (await lifecycle.pendingRequest(artist, slotId, { client: client as never, locale: 'en' }))
    .requestId;
}

async function share(
  artist: BookingArtist,
  requestId: string,
  version: number,
  options: { note?: string; answerBy?: string } = {},
) {
  const imageIds = [await storedImage(db, artist.sub, 'sketch'), await storedImage(db, artist.sub, 'sketch')];
  const body = {
    version,
    imageIds,
    note: options.note ?? `Version ${version}`,
    answerBy: options.answerBy ?? addDays(today(), 3),
  };
  return { body, answer: await api<DesignView>(`/me/designs/${requestId}`, { token: artist.idToken, body }) };
}

const portal = (token: string, path: string, body?: unknown) =>
  api<DesignView>(`/portal/designs${path}`, {
    token,
    ...(body !== undefined ? { body } : { method: 'POST' }),
  });

/**
 * Design approval (issue 30, item 2; ADR 0090) through the local cloud: the artist shares versions
 * of private sketches, the client answers in the portal, revisions are counted, one beyond those
 * included is paid through the Stripe stand-in's Checkout and webhook exactly as a deposit, emails go
 * through the SES stand-in.
 */
describe('Design approval', () => {
  let artist: BookingArtist;
  // The first slot still free (each request holds the one it takes).
  const nextSlot = async () => (await lifecycle.freeSlots(artist))[0]!;
  beforeAll(async () => {
    artist = await lifecycle.lifecycleArtist(db);
  });

  it('shares a sketch, takes a change, shares a second, has it approved: pinned on the booking with its history', async () => {
    const email = clientEmail('design');
    const requestId = await customRequest(artist, await nextSlot(), email);
    const empty = await api<DesignView>(`/me/designs/${requestId}`, { token: artist.idToken });
    expect(empty.json).toMatchObject({ state: 'none', canShare: true, versions: [], revisionsIncluded: 2 });
    expect(empty.json.proposedAnswerBy).toBe(addDays(today(), 3));

    const first = await share(artist, requestId, 1, { note: 'Rose with a thin stem' });
    expect(first.answer.status).toBe(201);
    expect(first.answer.json).toMatchObject({ state: 'awaiting', canShare: false });
    // The same share again (a retry) makes one version; another one while it is open is refused.
    const again = await api<DesignView>(`/me/designs/${requestId}`, {
      token: artist.idToken,
      body: first.body,
    });
    expect(again.status).toBe(201);
    expect(again.json.versions).toHaveLength(1);
    await lifecycle.expectCode((await share(artist, requestId, 2)).answer, 409, 'design_open');
    // A design is no answer to the request: it stays pending for the artist to accept.
    expect((await lifecycle.getRequest(artist, requestId)).json.status).toBe('pending');

    const mail = await waitForMail(email, { match: (m) => m.subject.includes('A design to approve') });
    expect(mail.body.text).toContain('Rose with a thin stem');
    expect(mail.body.text).toContain(encodeURIComponent(`/portal/requests?design=${requestId}`));
    // The images are not in the email: it leads to the portal.
    expect(mail.body.html ?? '').not.toContain('private/');

    const session = await portalSession(email);
    const listed = await api<PortalDesigns>('/portal/designs', { token: session.accessToken });
    expect(listed.json.designs).toHaveLength(1);
    const url = listed.json.designs[0]!.versions[0]!.images[0]!.variants[0]!.url;
    expect(url).toContain(`/private/${artist.sub}/`);
    expect(url).toContain('X-Amz-Signature=');
    expect((await fetch(url)).status).not.toBe(403);

    // Another client sees none of it and cannot answer it.
    const stranger = await portalSession(
      await (async () => {
        const other = clientEmail('stranger');
        await customRequest(artist, await nextSlot(), other);
        return other;
      })(),
    );
    expect(
      (await api<PortalDesigns>('/portal/designs', { token: stranger.accessToken })).json.designs,
    ).toEqual([]);
    await lifecycle.expectCode(
      await portal(stranger.accessToken, `/${requestId}/versions/1/approve`),
      404,
      'not_found',
    );

    // A change: included (the first of two), the artist gets it at once.
    const missing = await portal(session.accessToken, `/${requestId}/versions/1/changes`, {
      comment: ' ',
      acceptedPriceCents: 0,
    });
    expect(missing.status).toBe(400);
    const changes = await portal(session.accessToken, `/${requestId}/versions/1/changes`, {
      comment: 'Smaller rose, please',
      acceptedPriceCents: 0,
    });
    expect(changes.status).toBe(200);
    expect(changes.json).toMatchObject({
      state: 'changes-asked',
      revisionsUsed: 1,
      nextRevision: { number: 2, priceCents: 0 },
    });
    await lifecycle.expectCode(
      await portal(session.accessToken, `/${requestId}/versions/1/approve`),
      409,
      'design_answered',
    );
    // The artist is told, in their language, with the comment.
    await waitForMail(artist.email, { match: (m) => (m.body.text ?? '').includes('Smaller rose, please') });

    expect((await share(artist, requestId, 2, { note: 'Smaller' })).answer.status).toBe(201);
    const approved = await portal(session.accessToken, `/${requestId}/versions/2/approve`);
    expect(approved.json).toMatchObject({ state: 'approved', approvedVersion: 2 });
    await lifecycle.expectCode(
      await portal(session.accessToken, `/${requestId}/versions/2/approve`),
      409,
      'design_answered',
    );
    // Each answer's event is written in the answer's transaction: both are there once it returned
    // (a scan of the whole table: no 1-second waitFor around it, which a loaded machine overran).
    expect(await outboxEventsOf(db, requestId, 'design.answered')).toHaveLength(2);

    // Accepted: the design stays on the booking, pinned, every version kept; nothing more to share.
    expect((await lifecycle.acceptRequest(artist, requestId, { priceCents: 30_000 })).status).toBe(201);
    const onBooking = await api<DesignView>(`/me/designs/${requestId}`, { token: artist.idToken });
    expect(onBooking.json).toMatchObject({ state: 'approved', approvedVersion: 2, canShare: false });
    expect(onBooking.json.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'approved'],
      [1, 'changes-asked'],
    ]);
    expect(onBooking.json.versions[1]).toMatchObject({
      comment: 'Smaller rose, please',
      revision: { number: 1, priceCents: 0 },
    });
    await lifecycle.expectCode((await share(artist, requestId, 3)).answer, 409, 'design_approved');
    expect(await outboxEventsOf(db, requestId, 'design.shared')).toHaveLength(2);
    expect(await outboxEventsOf(db, requestId, 'design.answered')).toHaveLength(2);
  });

  it('refuses another artist, images that are not sketches, a bad answer-by day; an unanswered version expires', async () => {
    const email = clientEmail('expire');
    const requestId = await customRequest(artist, await nextSlot(), email);
    const other = await lifecycle.lifecycleArtist(db);
    await lifecycle.expectCode(
      await api(`/me/designs/${requestId}`, { token: other.idToken }),
      404,
      'not_found',
    );
    const flash = await storedImage(db, artist.sub, 'flash');
    const wrongImage = await api(`/me/designs/${requestId}`, {
      token: artist.idToken,
      body: { version: 1, imageIds: [flash], note: '', answerBy: addDays(today(), 1) },
    });
    await lifecycle.expectCode(wrongImage, 400, 'photo_unavailable');
    const tooLate = await share(artist, requestId, 1, { answerBy: addDays(today(), 31) });
    await lifecycle.expectCode(tooLate.answer, 400, 'validation_failed');

    expect((await share(artist, requestId, 1, { answerBy: today() })).answer.status).toBe(201);
    // The day is over (the item's instant moved back, as time would).
    await db.entities.designVersion
      .patch({ artistId: artist.sub, requestId, version: 1 })
      .set({ answerBy: new Date(Date.now() - 60_000).toISOString() })
      .go();
    const session = await portalSession(email);
    await lifecycle.expectCode(
      await portal(session.accessToken, `/${requestId}/versions/1/approve`),
      409,
      'design_expired',
    );
    const view = await api<DesignView>(`/me/designs/${requestId}`, { token: artist.idToken });
    expect(view.json).toMatchObject({ state: 'expired', canShare: true });
  });

  it('counts revisions: beyond those included, the client pays online and the artist gets the change once paid', async () => {
    const policy = { revisionsIncluded: 1, revisionPriceCents: 2_500, answerDays: 5 };
    const refused = await api('/me/design-policy', { method: 'PUT', token: artist.idToken, body: policy });
    await lifecycle.expectCode(refused, 400, 'design_payments_required');
    const accountId = await connectPaymentAccount(artist, db, cloud.urls.app);
    const saved = await api<DesignPolicySettings>('/me/design-policy', {
      method: 'PUT',
      token: artist.idToken,
      body: policy,
    });
    expect(saved.json).toMatchObject({ ...policy, paymentsReady: true, currency: 'EUR' });

    const email = clientEmail('paid-revision');
    const requestId = await customRequest(artist, await nextSlot(), email);
    expect((await lifecycle.acceptRequest(artist, requestId, { priceCents: 40_000 })).status).toBe(201);
    const session = await portalSession(email);
    expect((await share(artist, requestId, 1)).answer.json.proposedAnswerBy).toBe(addDays(today(), 5));
    const free = await portal(session.accessToken, `/${requestId}/versions/1/changes`, {
      comment: 'Bolder',
      acceptedPriceCents: 0,
    });
    expect(free.json.nextRevision).toEqual({ number: 2, priceCents: 2_500 });

    await share(artist, requestId, 2);
    const unseenPrice = await portal(session.accessToken, `/${requestId}/versions/2/changes`, {
      comment: 'Darker',
      acceptedPriceCents: 0,
    });
    await lifecycle.expectCode(unseenPrice, 409, 'revision_price_changed');
    const due = await portal(session.accessToken, `/${requestId}/versions/2/changes`, {
      comment: 'Darker',
      acceptedPriceCents: 2_500,
    });
    expect(due.json).toMatchObject({ state: 'payment-due', revisionsUsed: 1 });
    // Not paid: the artist is not told yet.
    expect(await outboxEventsOf(db, requestId, 'design.answered')).toHaveLength(1);

    const checkout = await api<{ url: string }>(`/portal/designs/${requestId}/versions/2/revision-checkout`, {
      method: 'POST',
      token: session.accessToken,
    });
    expect(checkout.status).toBe(200);
    expect(await (await fetch(checkout.json.url)).text()).toContain('Design revision');
    const paid = await payCheckout(checkout.json.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${cloud.urls.app}/portal/bookings?revision=paid`);
    await vi.waitFor(
      async () => {
        const { data } = await db.entities.designVersion
          .get({ artistId: artist.sub, requestId, version: 2 })
          .go({ consistent: true });
        expect(data).toMatchObject({ status: 'changes-asked', revisionCents: 2_500 });
        expect(data?.paymentIntentId).toBeTruthy();
      },
      { timeout: 15_000, interval: 200 },
    );
    const told = await waitForMail(artist.email, { match: (m) => (m.body.text ?? '').includes('Darker') });
    expect(told.body.text).toMatch(/25/);
    const view = await api<DesignView>(`/me/designs/${requestId}`, { token: artist.idToken });
    expect(view.json).toMatchObject({ state: 'changes-asked', revisionsUsed: 2, canShare: true });
    // Paid already: no second checkout.
    const twice = await api(`/portal/designs/${requestId}/versions/2/revision-checkout`, {
      method: 'POST',
      token: session.accessToken,
    });
    await lifecycle.expectCode(twice, 409, 'revision_not_payable');
    const { data: version } = await db.entities.designVersion
      .get({ artistId: artist.sub, requestId, version: 2 })
      .go();
    const refunds = await localStripe(cloud).refunds.list(
      { payment_intent: version!.paymentIntentId! },
      { stripeAccount: accountId },
    );
    expect(refunds.data).toEqual([]);
  });
});
