import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailSignedIn } from '#shared/api/contracts/portal-auth.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { api, freshSource } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest, freeSlots, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { type Mail, waitForMail } from '#tests/support/mailbox.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';

/**
 * Signed in from the email (ADR 0085), on the shared local cloud: a real request and acceptance,
 * whose events the real email consumer turns into emails with a sign-in button each; the button's
 * page and `POST /api/portal/login/email` through the gateway.
 */
const { db } = cloudAndDb();

/** The button's link in a mail: the page (what a mail scanner would open), its query, the fragment's token. */
function signInLinkOf(mail: Mail) {
  const found = /(https?:\/\/\S+?\/portal\/login\/email\?\S+?)#([\w-]{22}\.[\w-]{43})/.exec(
    mail.body.text ?? '',
  );
  if (!found?.[1] || !found[2]) throw new Error(`no sign-in link in "${mail.subject}"`);
  const page = new URL(found[1]);
  return {
    page: found[1],
    email: page.searchParams.get('email'),
    redirect: page.searchParams.get('redirect'),
    token: found[2],
    linkId: found[2].split('.')[0] as string,
  };
}

/** The client's mail whose button leads to `target` (`redirect=` of its link). */
const mailLeadingTo = (email: string, target: string) =>
  waitForMail(email, {
    match: (mail) => (mail.body.text ?? '').includes(`redirect=${encodeURIComponent(target)}#`),
  });

const exchange = (token: string, email: string, source?: string) =>
  api<EmailSignedIn & ErrorBody>('/portal/login/email', {
    body: { token, email },
    ...(source && { source }),
  });

const linkItem = async (linkId: string) =>
  (await db.entities.emailSignIn.get({ linkId }).go({ consistent: true })).data;

/** A client's request, emailed ("request sent"), then accepted (emailed again): their address and booking. */
async function bookedClient(artist: BookingArtist, slotId: string) {
  const { requestId, body } = await pendingRequest(artist, slotId);
  const accepted = await acceptRequest(artist, requestId);
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}: ${accepted.text}`);
  return { email: body.client.email.toLowerCase(), bookingId: requestId };
}

describe('a client email’s button', () => {
  let artist: BookingArtist;
  let slots: string[];

  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    slots = await freeSlots(artist);
  });

  it('spends nothing on a GET, then signs in once, for its address, on the page it names', async () => {
    const { email, bookingId } = await bookedClient(artist, slots[0] as string);
    const link = signInLinkOf(await mailLeadingTo(email, '/portal/bookings'));
    expect(link).toMatchObject({ email, redirect: '/portal/bookings' });

    // A mail scanner opens the page (this cloud serves no SPA, `web: 'none'`, so the gateway answers
    // 404; the e2e spec opens the real page): nothing is spent, and the fragment never left.
    const opened = await fetch(link.page);
    expect(opened.status).toBeLessThan(500);
    const stored = await linkItem(link.linkId);
    expect(stored).toMatchObject({
      email,
      path: '/portal/bookings',
      secretHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(stored?.usedAt).toBeUndefined();
    expect(stored?.sentAt).toEqual(expect.any(Number));
    expect(JSON.stringify(stored)).not.toContain(link.token.split('.')[1]);

    // Another address is refused, and that spends nothing either.
    const other = await exchange(link.token, 'someone-else@inkslot.test');
    expect(other.status).toBe(410);
    expect(other.json.error.code).toBe('login_link_invalid');

    const signedIn = await exchange(link.token, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.path).toBe('/portal/bookings');
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_refresh='))).toBe(true);
    const bookings = await api<PortalBookingList>('/portal/bookings', { token: signedIn.json.accessToken });
    expect(bookings.status).toBe(200);
    expect(bookings.json.bookings.map((booking) => booking.bookingId)).toContain(bookingId);
    expect(await linkItem(link.linkId)).toMatchObject({ usedAt: expect.any(Number) });
    expect((await linkItem(link.linkId))?.secretHash).toBeUndefined();

    // Once only.
    const again = await exchange(link.token, email);
    expect(again.status).toBe(410);
    expect(again.json.error.code).toBe('login_link_invalid');

    // The client's other email ("request sent") holds a link of its own, still valid.
    const earlier = signInLinkOf(await mailLeadingTo(email, '/portal/requests'));
    expect(earlier.linkId).not.toBe(link.linkId);
    const second = await exchange(earlier.token, email);
    expect(second.status).toBe(200);
    expect(second.json.path).toBe('/portal/requests');
  });

  it('is refused once expired, and a made-up secret of a real link is refused', async () => {
    const { email } = await bookedClient(artist, slots[1] as string);
    const link = signInLinkOf(await mailLeadingTo(email, '/portal/bookings'));
    const [linkId, secret] = link.token.split('.') as [string, string];
    const forged = await exchange(`${linkId}.${secret.slice(1)}A`, email);
    expect(forged.status).toBe(410);

    await db.entities.emailSignIn
      .patch({ linkId })
      .set({ validUntil: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const expired = await exchange(link.token, email);
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe('login_link_invalid');
    expect((await linkItem(linkId))?.usedAt).toBeUndefined();
  });

  it('is rate limited per source, as the portal’s link', async () => {
    const source = freshSource();
    const [limit] = RATE_LIMITS.portalLink;
    await awayFromWindowEdges([limit.windowSeconds]);
    const token = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
    for (let i = 0; i <= limit.limit; i += 1) {
      const answer = await exchange(token, 'nobody@inkslot.test', source);
      if (i < limit.limit) expect(answer.status).toBe(410);
      else {
        expect(answer.status).toBe(429);
        expect(answer.json.error.code).toBe('too_many_requests');
      }
    }
  });
});
