import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { feedTokenHash } from '#functions/lib/calendar-feed-token.ts';
import { deleteSignIn } from '#functions/lib/cognito.ts';
import type { AccountDeletion } from '#shared/api/contracts/account.ts';
import type { CalendarFeedView } from '#shared/api/contracts/bookings.ts';
import type { PortalBookingList, PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import { variantKey } from '#shared/domain/media-keys.ts';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpArtist, TEST_PASSWORD } from '#tests/support/artists.ts';
import { clientEmail, requestBody } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest, freeSlots, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { mediaS3 } from '#tests/support/media-bucket.ts';
import { signInWith } from '#tests/support/oauth.ts';
import { portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, storedImage } from '#tests/support/portfolio.ts';
import { localStripe } from '#tests/support/stripe.ts';

/**
 * Issue 13, item 3 (ADR 0055), through the gateway and the local event plane: deleting an account
 * cancels the upcoming booking and declines the pending request (the clients emailed), then nothing
 * of the artist is reachable by any route (page, slots, form, images, their own token), the Stripe
 * customer and the sign-in are gone, the clients' portals keep an anonymised history, and the pseudo
 * is held for 30 days, then free.
 */

const { cloud, db } = cloudAndDb();
const s3 = mediaS3();

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const objectsUnder = async (prefix: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: cloud.env.MEDIA_BUCKET, Prefix: prefix }))).KeyCount ?? 0;

describe('deleting an account', () => {
  it('tells the clients, erases the artist everywhere, keeps the clients’ history anonymised and holds the pseudo 30 days', async () => {
    const artist = await lifecycleArtist(db);
    const stripe = localStripe(cloud);
    const customer = await stripe.customers.create({
      email: artist.email,
      metadata: { artistId: artist.sub },
    });
    await db.entities.artist.patch({ artistId: artist.sub }).set({ stripeCustomerId: customer.id }).go();
    const imageId = await storedImage(db, artist.sub, 'flash');
    await s3.send(
      new PutObjectCommand({
        Bucket: cloud.env.MEDIA_BUCKET,
        Key: variantKey(artist.sub, imageId, 640),
        Body: new Uint8Array([1, 2, 3]),
      }),
    );
    expect(
      (
        await api('/me/flashes', {
          token: artist.idToken,
          body: { title: 'Moth', lengthMm: 80, widthMm: 60, priceCents: 9000, imageIds: [imageId] },
        })
      ).status,
    ).toBe(201);

    const camille = clientEmail('camille');
    const bob = clientEmail('bob');
    const [first, second] = await freeSlots(artist);
    const as = (email: string) => ({ ...requestBody(first!).client, email });
    const booked = await pendingRequest(artist, first!, { client: as(camille), locale: 'fr' });
    expect((await acceptRequest(artist, booked.requestId)).status).toBe(201);
    const waiting = await pendingRequest(artist, second!, { client: as(bob), locale: 'es' });
    const camillePortal = await portalSession(camille);
    const opened = await api('/portal/conversations', {
      token: camillePortal.accessToken,
      body: { pseudo: artist.pseudo },
    });
    expect([200, 201]).toContain(opened.status);

    // A calendar subscription: its item is filed by the secret, outside the artist's partition.
    const feed = await api<CalendarFeedView>('/me/calendar-feed', { method: 'POST', token: artist.idToken });
    expect(feed.status).toBe(200);
    const feedToken = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feed.json.url ?? '')?.[1] ?? '';
    const feedItem = () => db.entities.calendarFeed.get({ tokenHash: feedTokenHash(feedToken) }).go();
    expect((await feedItem()).data?.artistId).toBe(artist.sub);

    // A wrong confirmation changes nothing.
    const refused = await api<ErrorBody>('/me/deletion', {
      token: artist.idToken,
      headers: { 'accept-language': 'fr' },
      body: { confirmPseudo: 'someone-else' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('deletion_not_confirmed');
    expect(refused.json.error.message).toBe(
      'Tapez le nom de votre page exactement pour confirmer la suppression',
    );
    expect((await api(`/artists/${artist.pseudo}`)).status).toBe(200);

    const deleted = await api<AccountDeletion>('/me/deletion', {
      token: artist.idToken,
      body: { confirmPseudo: artist.pseudo.toUpperCase() },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ cancelledBookings: 1, declinedRequests: 1 });
    const heldDays =
      (Date.parse(deleted.json.pseudoHeldUntil) - Date.parse(deleted.json.deletedAt)) / 86_400_000;
    expect(heldDays).toBeCloseTo(30, 3);

    // The clients are told, in their language, why.
    const cancelled = await waitForMail(camille, {
      match: (mail) => /compte Inkslot/.test(mail.body.text ?? ''),
    });
    expect(cancelled.body.text).toContain('a fermé son compte Inkslot');
    // No link to a page that no longer exists.
    expect(cancelled.body.text).not.toContain(`/${artist.pseudo}`);
    const declined = await waitForMail(bob, {
      match: (mail) => /cuenta de Inkslot/.test(mail.body.text ?? ''),
    });
    expect(declined.body.text).toContain('ha cerrado su cuenta de Inkslot');

    // The erasure consumer empties the artist's partition, media and conversations.
    await eventually(
      async () =>
        (await db.entities.availability.query.byArtist({ artistId: artist.sub }).go()).data.length +
        (await db.entities.flash.query.byArtist({ artistId: artist.sub }).go()).data.length +
        (await db.entities.booking.query.byArtist({ artistId: artist.sub }).go()).data.length +
        (await db.entities.bookingRequest.query.byArtist({ artistId: artist.sub }).go()).data.length +
        (await db.entities.conversation.query.byArtist({ artistId: artist.sub }).go()).data.length +
        (await objectsUnder(`media/${artist.sub}/`)),
      (left) => left === 0,
      'items and images of the deleted artist',
    );
    await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });

    // Nothing of the artist is reachable: public routes, their images, their own (still signed) token.
    expect((await api(`/artists/${artist.pseudo}`)).status).toBe(404);
    expect((await api(`/artists/${artist.pseudo}/slots`)).status).toBe(404);
    expect((await api(`/artists/${artist.pseudo}/requests`, { body: booked.body })).status).toBe(404);
    expect(
      (await fetch(`${inject('localCloud').urls.app}/media/${artist.sub}/${imageId}/640.webp`)).status,
    ).toBe(404);
    expect((await api('/me', { token: artist.idToken })).status).toBe(404);
    expect((await feedItem()).data).toBeNull();
    expect((await fetch(feed.json.url ?? '')).status).toBe(404);
    for (const path of ['/me/bookings', '/me/requests', '/me/flashes', '/me/conversations']) {
      const answer = await api(path, { token: artist.idToken });
      expect(answer.text, path).not.toContain(booked.requestId);
      expect(answer.text, path).not.toContain(waiting.requestId);
      expect(answer.text, path).not.toContain('Moth');
    }
    expect(
      (await api('/me/deletion', { token: artist.idToken, body: { confirmPseudo: artist.pseudo } })).status,
    ).toBe(404);
    const sitemap = await api('/sitemap.xml');
    expect(sitemap.text).not.toContain(`/${artist.pseudo}<`);
    const cognito = cognitoClient();
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: inject('localCloud').userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: artist.email, PASSWORD: TEST_PASSWORD },
        }),
      ),
    ).rejects.toThrow();
    cognito.destroy();

    // The clients keep their history, the artist unnamed; nothing to write to any more.
    const bookings = await api<PortalBookingList>('/portal/bookings', { token: camillePortal.accessToken });
    const kept = bookings.json.bookings.find((item) => item.bookingId === booked.requestId);
    expect(kept).toMatchObject({ tab: 'canceled', artist: { deleted: true, pseudo: '', displayName: '' } });
    expect(kept?.slot.timezone).toBe('Europe/Paris');
    expect(JSON.stringify(bookings.json)).not.toContain(artist.pseudo);
    const conversations = await api('/portal/conversations', { token: camillePortal.accessToken });
    expect(conversations.text).not.toContain(artist.pseudo);
    const bobPortal = await portalSession(bob);
    const requests = await api<PortalRequestList>('/portal/requests', { token: bobPortal.accessToken });
    const request = requests.json.requests.find((item) => item.requestId === waiting.requestId);
    expect(request).toMatchObject({ status: 'refused', artist: { deleted: true } });
    expect(request?.refuseReason).toContain('ha cerrado su cuenta de Inkslot');
    expect(
      (
        await api(`/portal/requests/${waiting.requestId}/cancel`, {
          method: 'POST',
          token: bobPortal.accessToken,
        })
      ).status,
    ).toBe(404);

    // The pseudo is held for 30 days, then anyone may take it.
    expect((await api<{ available: boolean }>(`/pseudos/${artist.pseudo}`)).json.available).toBe(false);
    const taken = await api<ErrorBody>('/me/onboarding', {
      token: (await signUpArtist()).idToken,
      body: { pseudo: artist.pseudo, displayName: 'Too soon' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('pseudo_taken');
    const { data: claim } = await db.entities.pseudoClaim.get({ pseudo: artist.pseudo }).go();
    expect(claim).toMatchObject({ directory: 'retired', artistId: artist.sub });
    // Thirty days later (the claim's end moved to the past, as time would).
    await db.entities.pseudoClaim
      .put({ pseudo: artist.pseudo, artistId: artist.sub, directory: 'retired', expiresAt: 1 })
      .go();
    expect((await api<{ available: boolean }>(`/pseudos/${artist.pseudo}`)).json.available).toBe(true);
    const later = await signUpArtist();
    const claimed = await api('/me/onboarding', {
      token: later.idToken,
      body: { pseudo: artist.pseudo, displayName: 'New owner' },
    });
    expect(claimed.status).toBe(201);
    const page = await api<{ displayName: string }>(`/artists/${artist.pseudo}`);
    expect(page.json.displayName).toBe('New owner');
  });
});

describe('deleting an account made with Google', () => {
  it('deletes the federated sign-in by its Cognito user name: Google again is a new account', async () => {
    const email = `google-delete-${randomUUID().slice(0, 8)}@inkslot.test`;
    const first = await signInWith('Google', { name: 'Noa', email });
    const token = first.tokens?.id_token ?? '';
    const pseudo = `gdel-${randomUUID().slice(0, 8)}`;
    expect((await api('/me/onboarding', { token, body: { pseudo, displayName: 'Noa Ink' } })).status).toBe(
      201,
    );
    const deleted = await api('/me/deletion', { token, body: { confirmPseudo: pseudo } });
    expect(deleted.status).toBe(200);
    const cognito = cognitoClient();
    await expect(
      cognito.send(
        new AdminGetUserCommand({
          UserPoolId: inject('localCloud').userPoolId,
          Username: String(decodeJwt(token)['cognito:username']),
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    cognito.destroy();
    const again = await signInWith('Google', { name: 'Noa', email });
    const sub = decodeJwt(again.tokens?.id_token ?? '').sub;
    expect(sub).not.toBe(decodeJwt(token).sub);
    // The erasure deletes the sign-in again (its retry, which may come after this new sign-in, under
    // the same federated name): only the deleted artist's user goes, never the new account.
    await deleteSignIn(String(decodeJwt(token)['cognito:username']), String(decodeJwt(token).sub));
    const still = cognitoClient();
    const newUser = await still.send(
      new AdminGetUserCommand({
        UserPoolId: inject('localCloud').userPoolId,
        Username: String(decodeJwt(again.tokens?.id_token ?? '')['cognito:username']),
      }),
    );
    still.destroy();
    expect(newUser.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value).toBe(sub);
    expect((await api('/me', { token: again.tokens?.id_token })).status).toBe(404);
  });
});
