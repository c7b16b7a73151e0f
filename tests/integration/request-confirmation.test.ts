import { beforeAll, describe, expect, it } from 'vitest';
import { artistSlotList } from '#functions/lib/artist-schedule.ts';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { BookingRequestInput } from '#shared/api/contracts/booking-requests.ts';
import type { ArtistConversationList } from '#shared/api/contracts/messages.ts';
import type { RequestList } from '#shared/api/contracts/requests.ts';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  bookingState,
  clientEmail,
  confirmationMail,
  confirmationSecret,
  confirmRequest,
  everyDay,
  postRequest,
  requestBody,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailText } from '#tests/support/mail-store.ts';
import { codeIn, type Mail, mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { knownClient, portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What a stranger's script types: none of it may reach an address that has not confirmed. */
const TYPED = {
  firstName: 'Zorglub',
  lastName: 'Spamvertiser',
  instagram: 'cheap.pills.now',
  placement: 'Visit cheap-pills.example',
  size: 'WIN 1000 EUR',
  text: 'Click https://phish.example/login to claim your prize',
};

function typedBody(slotId: string, email: string): BookingRequestInput {
  const body = requestBody(slotId);
  return {
    ...body,
    description: { placement: TYPED.placement, size: TYPED.size, text: TYPED.text },
    client: {
      ...body.client,
      email,
      firstName: TYPED.firstName,
      lastName: TYPED.lastName,
      instagram: TYPED.instagram,
    },
  };
}

/** Posts a request anonymously: it must answer `unconfirmed` with one email to the client. */
async function unconfirmedRequest(artist: BookingArtist, slotId: string, email = clientEmail('confirm')) {
  const body = typedBody(slotId, email);
  const sent = await postRequest(artist.pseudo, body);
  expect(sent.status, sent.text).toBe(201);
  expect(sent.json.status).toBe('unconfirmed');
  const mail = await confirmationMail(email, sent.json.requestId);
  if (!mail) throw new Error('no confirmation email');
  return { body, email, requestId: sent.json.requestId, slot: sent.json.slot, mail };
}

/** What the artist sees anywhere: inbox, Today, the month's count, conversations. */
async function artistView(artist: BookingArtist) {
  const [inbox, today, me, conversations] = await Promise.all([
    api<RequestList>('/me/requests', { token: artist.idToken }),
    api<MyToday>('/me/today', { token: artist.idToken }),
    api<MyArtist>('/me', { token: artist.idToken }),
    api<ArtistConversationList>('/me/conversations', { token: artist.idToken }),
  ]);
  return {
    inbox: inbox.json.requests.map((request) => request.requestId),
    pending: today.json.pending.count,
    used: me.json.requestLimit?.used ?? 0,
    conversations: conversations.json.conversations.length,
  };
}

const errorCode = (answer: { json: unknown }) => (answer.json as ErrorBody).error.code;

/** Makes the request's cart hold lapse now (its holds, and its item when `item`): the clock moved on. */
async function lapse(
  artist: BookingArtist,
  requestId: string,
  slot: { start: string; end: string },
  item = true,
) {
  const past = nowSeconds() - 1;
  for (const sliceStart of slotSlices(slot.start, slot.end)) {
    await db.entities.slotHold.patch({ artistId: artist.sub, sliceStart }).set({ expiresAt: past }).go();
  }
  if (item) {
    await db.entities.unconfirmedRequest
      .patch({ artistId: artist.sub, requestId })
      .set({ holdExpiresAt: past })
      .go();
  }
}

describe('a booking request waits for its client to confirm their email (ADR 0067)', () => {
  let artist: BookingArtist;
  let slots: string[];
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60], ['12:00', 60], ['15:00', 60], ['17:00', 60]));
    slots = slotIds((await slotsOf(artist.pseudo, '?days=10')).json);
    // The onboarding's welcome email comes from a consumer, possibly after a test has counted the
    // artist's mails: wait for it, so what is counted after is what a request sent (CI saw it late).
    await waitForMail(artist.email, { timeoutMs: 30_000 });
  });

  it('unconfirmed: holds its slot for the cart hold only, invisible to the artist and uncounted', async () => {
    const before = await artistView(artist);
    const seenByArtist = (await mailsTo(artist.email)).length;
    const sent = await unconfirmedRequest(artist, slots[0]!);

    // The slot is held (nobody else can take it), for 15 minutes at most.
    expect(slotIds((await slotsOf(artist.pseudo)).json)).not.toContain(slots[0]);
    const state = await bookingState(db, artist.sub);
    const holds = state.holds.filter((hold) => hold.requestId === sent.requestId);
    expect(holds).toHaveLength(4);
    for (const hold of holds) {
      expect(hold.expiresAt).toBeGreaterThan(nowSeconds() + 14 * 60 - 5);
      expect(hold.expiresAt).toBeLessThanOrEqual(nowSeconds() + 15 * 60);
    }
    // Nothing reaches the artist: no request, no count, no event of theirs, no email, no client. The
    // one event is the code's, which carries ids only.
    expect(state.requests.map((request) => request.requestId)).not.toContain(sent.requestId);
    expect(await artistView(artist)).toEqual(before);
    expect(await outboxTypesFor(db, sent.requestId)).toEqual(['request.confirmation-requested']);
    expect((await db.entities.client.get({ email: sent.email }).go()).data).toBeNull();
    expect(await mailsTo(artist.email)).toHaveLength(seenByArtist);
    // Only the code's email to the client; the item keeps hashes, never the code or the link's secret.
    expect(await mailsTo(sent.email)).toHaveLength(1);
    const item = (
      await db.entities.unconfirmedRequest.get({ artistId: artist.sub, requestId: sent.requestId }).go()
    ).data;
    const stored = JSON.stringify(item);
    expect(stored).not.toContain(codeIn(sent.mail));
    expect(stored).not.toContain(confirmationSecret(sent.mail, sent.requestId));
  });

  it('its lapsed hold frees the slot before the TTL deletes it: offered again, and taken by another client', async () => {
    const sent = await unconfirmedRequest(artist, slots[1]!);
    // Reading with a later clock: held a minute from now, offered once the 15 minutes have passed.
    const offeredIn = async (minutes: number) => {
      const list = await artistSlotList(
        artist.sub,
        { days: 10 },
        'public',
        new Date(Date.now() + minutes * 60_000),
      );
      return list ? slotIds(list).includes(slots[1]!) : false;
    };
    expect(await offeredIn(1)).toBe(false);
    expect(await offeredIn(16)).toBe(true);

    // The clock moves on: the hold lapses (its items are still in the table until the TTL).
    await lapse(artist, sent.requestId, sent.slot);
    expect(slotIds((await slotsOf(artist.pseudo)).json)).toContain(slots[1]);
    // The code no longer works: the request stays unconfirmed, out of the artist's sight.
    const late = await confirmRequest(artist.pseudo, sent.requestId, { code: codeIn(sent.mail) });
    expect([late.status, errorCode(late)]).toEqual([410, 'confirmation_expired']);
    expect((late.json as unknown as ErrorBody).error.message).toContain('15 minutes');
    // Another client takes the slot over the lapsed holds.
    const other = await unconfirmedRequest(artist, slots[1]!);
    expect(other.requestId).not.toBe(sent.requestId);
    const holds = (await bookingState(db, artist.sub)).holds.filter((hold) =>
      slotSlices(other.slot.start, other.slot.end).includes(hold.sliceStart),
    );
    expect(new Set(holds.map((hold) => hold.requestId))).toEqual(new Set([other.requestId]));
  });

  it('a lapsed hold someone took meanwhile: a clear 409 at confirmation, nothing reaches the artist', async () => {
    const sent = await unconfirmedRequest(artist, slots[2]!);
    await lapse(artist, sent.requestId, sent.slot, false);
    const rival = await unconfirmedRequest(artist, slots[2]!);
    const before = await artistView(artist);
    const lost = await confirmRequest(artist.pseudo, sent.requestId, { code: codeIn(sent.mail) });
    expect([lost.status, errorCode(lost)]).toEqual([409, 'confirmation_slot_lost']);
    expect((lost.json as unknown as ErrorBody).error.message).toContain('someone else booked this slot');
    expect(await artistView(artist)).toEqual(before);
    expect(await outboxTypesFor(db, sent.requestId)).toEqual(['request.confirmation-requested']);
    // The rival still confirms.
    const won = await confirmRequest(artist.pseudo, rival.requestId, { code: codeIn(rival.mail) });
    expect(won.status).toBe(200);
  });

  it('confirmed by the code: one transaction makes it pending, counted, with everything as before; twice answers the same', async () => {
    const before = await artistView(artist);
    const sent = await unconfirmedRequest(artist, slots[3]!);
    const confirmed = await confirmRequest(artist.pseudo, sent.requestId, { code: codeIn(sent.mail) });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ requestId: sent.requestId, status: 'pending', slot: sent.slot });

    const after = await artistView(artist);
    expect(after.inbox).toContain(sent.requestId);
    expect([after.pending, after.used]).toEqual([before.pending + 1, before.used + 1]);
    expect(await outboxTypesFor(db, sent.requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);
    // The holds are the slot's for good now (a week after it ends).
    const holds = (await bookingState(db, artist.sub)).holds.filter(
      (hold) => hold.requestId === sent.requestId,
    );
    expect(holds.length).toBe(4);
    for (const hold of holds) {
      expect(hold.expiresAt).toBe(Math.floor(new Date(sent.slot.end).getTime() / 1000) + 7 * 86_400);
    }
    // From here as before: the client's confirmation with the summary, the artist's new-request email.
    const summary = await waitForMail(sent.email, { match: (mail) => mail.subject.includes('Your request') });
    expect(mailText(summary)).toContain(TYPED.firstName);
    await waitForMail(artist.email, { match: (mail) => mail.subject.includes(TYPED.firstName) });

    // Twice, by the code or the link, or the form's retry: the same answer, nothing more.
    const again = await confirmRequest(artist.pseudo, sent.requestId, { code: codeIn(sent.mail) });
    const byLink = await confirmRequest(artist.pseudo, sent.requestId, {
      token: confirmationSecret(sent.mail, sent.requestId),
    });
    const retry = await postRequest(artist.pseudo, sent.body);
    for (const answer of [again, byLink]) expect([answer.status, answer.json]).toEqual([200, confirmed.json]);
    expect([retry.status, retry.json]).toEqual([201, confirmed.json]);
    expect(await outboxTypesFor(db, sent.requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);
    expect((await artistView(artist)).used).toBe(after.used);
  });

  it('confirmed by the link: the secret posted by the link’s page', async () => {
    const sent = await unconfirmedRequest(artist, slots[4]!);
    expect(mailText(sent.mail)).toContain(`/${artist.pseudo}/form/confirm/${sent.requestId}#`);
    const confirmed = await confirmRequest(artist.pseudo, sent.requestId, {
      token: confirmationSecret(sent.mail, sent.requestId),
    });
    expect([confirmed.status, confirmed.json.status]).toEqual([200, 'pending']);
    expect((await artistView(artist)).inbox).toContain(sent.requestId);
    // A made-up secret for another request is refused plainly.
    const other = await unconfirmedRequest(artist, slots[5]!);
    const forged = await confirmRequest(artist.pseudo, other.requestId, { token: 'x'.repeat(43) });
    expect([forged.status, errorCode(forged)]).toEqual([410, 'confirmation_link_invalid']);
  });

  it('wrong codes: 5 tries burn the code; "send again" sends a new one (rate-limited) that works', async () => {
    const sent = await unconfirmedRequest(artist, slots[6]!);
    const right = codeIn(sent.mail);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const answer = await confirmRequest(artist.pseudo, sent.requestId, { code: wrong });
      expect([answer.status, errorCode(answer)]).toEqual([400, 'confirmation_code_invalid']);
    }
    const fifth = await confirmRequest(artist.pseudo, sent.requestId, { code: wrong });
    expect([fifth.status, errorCode(fifth)]).toEqual([429, 'confirmation_attempts_exceeded']);
    // Burnt: even the right code no longer works.
    const burnt = await confirmRequest(artist.pseudo, sent.requestId, { code: right });
    expect([burnt.status, errorCode(burnt)]).toEqual([429, 'confirmation_attempts_exceeded']);

    // "Send again" waits a minute after the last email.
    const path = `/artists/${artist.pseudo}/requests/${sent.requestId}/confirmation-email`;
    const tooSoon = await api(path, { method: 'POST' });
    expect([tooSoon.status, errorCode(tooSoon)]).toEqual([429, 'too_many_confirmation_emails']);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    // A minute later (the clock moved on): a new code, the old one dead, the new one works.
    await db.entities.unconfirmedRequest
      .patch({ artistId: artist.sub, requestId: sent.requestId })
      .set({ sends: [nowSeconds() - 61] })
      .go();
    const resent = await api<{ resendAfterSeconds: number }>(path, { method: 'POST' });
    expect([resent.status, resent.json]).toEqual([202, { resendAfterSeconds: 60 }]);
    await confirmationMail(sent.email, sent.requestId, { count: 2 });
    const mails = await mailsTo(sent.email);
    expect(mails).toHaveLength(2);
    const fresh = codeIn(mails[1] as Mail);
    if (fresh !== right) {
      const old = await confirmRequest(artist.pseudo, sent.requestId, { code: right });
      expect([old.status, errorCode(old)]).toEqual([400, 'confirmation_code_invalid']);
    }
    const ok = await confirmRequest(artist.pseudo, sent.requestId, { code: fresh });
    expect([ok.status, ok.json.status]).toEqual([200, 'pending']);
    // At most 3 emails per request.
    await db.entities.unconfirmedRequest
      .patch({ artistId: artist.sub, requestId: sent.requestId })
      .set({ sends: [1, 2, 3] })
      .go();
    const confirmedResend = await api(path, { method: 'POST' });
    expect(confirmedResend.status).toBe(410);
  });

  it('a client signed in to the portal as the request’s email skips the confirmation', async () => {
    const email = await knownClient('en');
    const session = await portalSession(email);
    const before = await artistView(artist);
    const body = typedBody(slots[7]!, email);
    const sent = await postRequest(artist.pseudo, body, { portalToken: session.accessToken });
    expect([sent.status, sent.json.status]).toEqual([201, 'pending']);
    expect(sent.json.confirmation).toBeUndefined();
    expect((await artistView(artist)).inbox).toContain(sent.json.requestId);
    expect((await artistView(artist)).used).toBe(before.used + 1);
    expect(await outboxTypesFor(db, sent.json.requestId)).toEqual(['request.created']);

    // Signed in as someone else, or a forged token: confirmation as for anyone.
    const otherEmail = typedBody(slots[8]!, clientEmail('other'));
    const asOther = await postRequest(artist.pseudo, otherEmail, { portalToken: session.accessToken });
    expect(asOther.json.status).toBe('unconfirmed');
    const [header, payload] = session.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    const asForged = await postRequest(artist.pseudo, typedBody(slots[9]!, email), { portalToken: forged });
    expect(asForged.json.status).toBe('unconfirmed');
  });

  it('the email to an unconfirmed address carries nothing typed into the form, and is the only one', async () => {
    const sent = await unconfirmedRequest(artist, slots[10]!);
    const { mail } = sent;
    const everything = `${mail.subject}\n${mail.body.text ?? ''}\n${mail.body.html ?? ''}`;
    for (const typed of Object.values(TYPED)) expect(everything).not.toContain(typed);
    expect(everything).not.toContain('phish.example');
    // What it carries: the artist's name, the slot, the code and the link.
    const artistName = (await api<MyArtist>('/me', { token: artist.idToken })).json.displayName;
    expect(mail.subject).toContain(artistName);
    expect(mailText(mail)).toMatch(/\b\d{6}\b/);
    expect(mailText(mail)).toContain(`/form/confirm/${sent.requestId}#`);
    expect(mailText(mail)).toContain('15 minutes');
    // Nothing else goes to that address while unconfirmed (no summary, no portal link).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(sent.email)).toHaveLength(1);
  });
});
