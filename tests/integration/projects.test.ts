import { beforeAll, describe, expect, it } from 'vitest';
import { handler as runReminders } from '#functions/consumers/session-reminders/send-session-reminders.ts';
import type { BookingView, ProjectSessionsView } from '#shared/api/contracts/bookings.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { sessionIdOf } from '#shared/domain/projects/session-ids.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptedBooking,
  acceptRequest,
  expectCode,
  lifecycleArtist,
  pendingRequest,
} from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';

/**
 * Projects of several sessions (issue 31, item 1; ADR 0093), through the local cloud: a request
 * accepted as a three-session sleeve, its deposit held once and credited to the last session, the
 * next sessions booked on the artist's slots in order (retries, conflicts, another artist, bad
 * input), the client's portal showing the progress; then the reminders of a session still to book,
 * each in the mailbox exactly once (the job run as its schedule runs it, twice at once), the client
 * twice then the artist, none once it is booked.
 */
const { db } = cloudAndDb();

const DAY = 86_400_000;

async function sleeveRequest(artist: BookingArtist, email: string, slotId: string) {
  const client = { firstName: 'Maya', lastName: 'Lind', age: 29, email, alreadyTattooed: true };
  return (await pendingRequest(artist, slotId, { client: client as never, locale: 'en' })).requestId;
}

const bookSession = (artist: BookingArtist, bookingId: string, body: unknown) =>
  api<BookingView>(`/me/bookings/${bookingId}/sessions`, { token: artist.idToken, body });

const projectOf = (artist: BookingArtist, bookingId: string) =>
  api<ProjectSessionsView>(`/me/bookings/${bookingId}/project`, { token: artist.idToken });

const run = (time: number, id = `run-${time}`) => runReminders({ id, time: new Date(time).toISOString() });

describe('Projects of several sessions', () => {
  let artist: BookingArtist;
  let other: BookingArtist;
  beforeAll(async () => {
    [artist, other] = await Promise.all([lifecycleArtist(db), lifecycleArtist(db)]);
  });

  it('books a sleeve of three sessions, the deposit held once and credited to the last', async () => {
    const email = clientEmail('sleeve');
    const requestId = await sleeveRequest(artist, email, on(3, '10:00', 120));
    const accepted = await api<BookingView>(`/me/requests/${requestId}/accept`, {
      token: artist.idToken,
      body: { priceCents: 50_000, depositCents: 15_000, sessions: { planned: 3, depositRule: 'last' } },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.json.session).toEqual({
      projectId: requestId,
      number: 1,
      planned: 3,
      depositRule: 'last',
      depositCreditCents: 0,
      projectDepositCents: 15_000,
      balanceCents: 50_000,
    });
    expect(accepted.json.payment).toMatchObject({
      depositCents: 15_000,
      paymentState: 'WAITING-FOR-DEPOSIT',
    });

    // The project's deposit is held before a further session is booked.
    const second = { number: 2, slotId: on(5, '10:00', 120), priceCents: 60_000 };
    await expectCode(await bookSession(artist, requestId, second), 409, 'deposit_not_held');
    const paid = await api(`/me/bookings/${requestId}/payment`, {
      method: 'PUT',
      token: artist.idToken,
      body: { paymentState: 'DEPOSIT-PAID' },
    });
    expect(paid.status).toBe(200);

    // In order, within the planned number; bad input changes nothing.
    const third = { number: 3, slotId: on(7, '16:00', 120), priceCents: 60_000 };
    await expectCode(await bookSession(artist, requestId, third), 409, 'session_out_of_order');
    const tooMany = await bookSession(artist, requestId, { ...third, number: 11 });
    await expectCode(tooMany, 400, 'validation_failed');
    expect(tooMany.text).toContain('Invalid session number');
    await expectCode(
      await bookSession(artist, requestId, { ...second, priceCents: -1 }),
      400,
      'validation_failed',
    );
    // Another artist's booking is not found; its sessions neither.
    await expectCode(await bookSession(other, requestId, second), 404, 'not_found');
    await expectCode(await projectOf(other, requestId), 404, 'not_found');

    const booked = await bookSession(artist, requestId, second);
    expect(booked.status).toBe(201);
    expect(booked.json.bookingId).toBe(sessionIdOf(requestId, 2));
    expect(booked.json.requestId).toBe(requestId);
    expect(booked.json.session).toMatchObject({ number: 2, depositCreditCents: 0, balanceCents: 60_000 });
    expect(booked.json.payment).toMatchObject({ priceCents: 60_000, paymentState: 'DEPOSIT-PAID' });
    expect(booked.json.payment.depositCents).toBeUndefined();
    // A retry answers the same session; another slot for it is refused.
    const retried = await bookSession(artist, sessionIdOf(requestId, 2), second);
    expect(retried.json.bookingId).toBe(booked.json.bookingId);
    await expectCode(
      await bookSession(artist, requestId, { ...second, slotId: on(6, '10:00', 120) }),
      409,
      'session_booked',
    );
    // The first session's slot is held: the third cannot take it.
    const onFirst = await bookSession(artist, requestId, { ...third, slotId: on(3, '10:00', 120) });
    expect(onFirst.status).toBe(409);

    // The last session: the whole deposit off its balance.
    const last = await bookSession(artist, requestId, third);
    expect(last.status).toBe(201);
    expect(last.json.session).toMatchObject({ number: 3, depositCreditCents: 15_000, balanceCents: 45_000 });
    await expectCode(
      await bookSession(artist, requestId, { ...third, number: 4 }),
      409,
      'session_out_of_order',
    );

    const project = await projectOf(artist, last.json.bookingId);
    expect(project.status).toBe(200);
    expect(project.json.progress).toEqual({
      planned: 3,
      done: 0,
      booked: 3,
      upcoming: { number: 1, slotStart: accepted.json.slot.start },
    });
    expect(project.json.sessions.map((session) => session.session?.number)).toEqual([1, 2, 3]);
    // The first session pays its full price: the deposit is the last one's.
    expect(project.json.sessions[0]?.session?.balanceCents).toBe(50_000);

    // The calendar shows each session as a booking.
    const list = await api<{ bookings: BookingView[] }>('/me/bookings?tab=upcoming', {
      token: artist.idToken,
    });
    const listed = list.json.bookings.filter((booking) => booking.session?.projectId === requestId);
    expect(listed).toHaveLength(3);

    // The client sees the project's progress and the deposit on the last session.
    const { accessToken } = await portalSession(email);
    const portal = await api<PortalBookingList>('/portal/bookings', { token: accessToken });
    const sessions = portal.json.bookings.filter((booking) => booking.session?.projectId === requestId);
    expect(sessions.map((booking) => booking.session?.number)).toEqual([1, 2, 3]);
    expect(sessions[2]?.session).toMatchObject({ depositCreditCents: 15_000, balanceCents: 45_000 });
    expect(sessions[0]?.session?.progress).toMatchObject({ planned: 3, booked: 3, done: 0 });
    expect(sessions[1]?.session).toMatchObject({ depositCreditCents: 0, projectDepositCents: 15_000 });
  });

  it('makes a booking a project, refuses it twice, and closes it', async () => {
    const booking = await acceptedBooking(artist, on(4, '13:00', 60), { priceCents: 20_000 });
    const plan = (body: unknown) =>
      api<ProjectSessionsView>(`/me/bookings/${booking.bookingId}/project`, {
        method: 'PUT',
        token: artist.idToken,
        body,
      });
    await expectCode(await plan({ planned: 1 }), 400, 'validation_failed');
    await expectCode(await plan({ planned: 3, depositRule: 'half' }), 400, 'validation_failed');
    await expectCode(await projectOf(artist, booking.bookingId), 409, 'not_a_project');
    const planned = await plan({ planned: 2, depositRule: 'split' });
    expect(planned.status).toBe(200);
    expect(planned.json.progress).toMatchObject({ planned: 2, booked: 1, nextToBook: 2 });
    await expectCode(await plan({ planned: 2 }), 409, 'already_a_project');
    await expectCode(
      await api(`/me/bookings/${booking.bookingId}/project/close`, { token: other.idToken, body: {} }),
      404,
      'not_found',
    );
    const closed = await api<ProjectSessionsView>(`/me/bookings/${booking.bookingId}/project/close`, {
      token: artist.idToken,
      body: {},
    });
    expect(closed.status).toBe(200);
    expect(closed.json.closedAt).toBeDefined();
    expect(closed.json.progress.nextToBook).toBeUndefined();
    const next = { number: 2, slotId: on(9, '13:00', 60), priceCents: 20_000 };
    await expectCode(await bookSession(artist, booking.bookingId, next), 409, 'project_closed');
  });

  it('reminds the client twice, then the artist, of the session still to book, each once', async () => {
    const email = clientEmail('sleeve-reminders');
    const requestId = await sleeveRequest(artist, email, on(2, '16:00', 120));
    const accepted = await acceptRequest(artist, requestId, {
      priceCents: 40_000,
      sessions: { planned: 3, depositRule: 'last' },
    });
    expect(accepted.status).toBe(201);
    const second = await bookSession(artist, requestId, {
      number: 2,
      slotId: on(6, '16:00', 120),
      priceCents: 40_000,
    });
    expect(second.status).toBe(201);
    const firstEnd = Date.parse(accepted.json.slot.end);
    const secondEnd = Date.parse(second.json.slot.end);
    const reminders = () =>
      mailsTo(email).then((mails) => mails.filter((m) => m.subject.includes('Book session')));

    // After the first session: the second is booked, nothing to remind.
    expect((await run(firstEnd + DAY)).sent).toBe(0);
    // A day after the second: the schedule fires twice at once, then again: one email.
    expect((await run(secondEnd + DAY - 60_000)).sent).toBe(0);
    const [a, b] = await Promise.all([run(secondEnd + DAY, 'a'), run(secondEnd + DAY, 'b')]);
    expect(a.sent + b.sent).toBe(1);
    expect((await run(secondEnd + DAY + 3_600_000)).sent).toBe(0);
    const mail = await waitForMail(email, { match: (m) => m.subject.includes('Book session 3') });
    expect(mail.body.text).toContain('sessions done, 2 of 3');
    expect(mail.body.text).toContain(encodeURIComponent('/portal/bookings'));
    // A week later the client again, a week after that the artist.
    expect((await run(secondEnd + 8 * DAY)).sent).toBe(1);
    const artistBefore = (await mailsTo(artist.email)).length;
    expect((await run(secondEnd + 15 * DAY)).sent).toBe(1);
    await waitForMail(artist.email, {
      after: artistBefore,
      match: (m) => m.subject.includes('session 3 is still to book'),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await reminders()).toHaveLength(2);

    // Booked: the next reminder (the artist, 30 days later) is not sent.
    const third = await bookSession(artist, requestId, {
      number: 3,
      slotId: on(9, '16:00', 120),
      priceCents: 40_000,
    });
    expect(third.status).toBe(201);
    expect((await run(secondEnd + 45 * DAY)).sent).toBe(0);
    const { data } = await db.entities.sessionReminder.scan
      .where(({ projectId }, { eq }) => eq(projectId, requestId))
      .go({ pages: 'all' });
    const outcomes = data
      .sort((x, y) => x.dueAt.localeCompare(y.dueAt))
      .map((item) => `${item.afterSession}.${item.reminder}:${item.outcome ?? 'due'}`);
    expect(outcomes).toEqual(['1.1:skipped', '2.1:sent', '2.2:sent', '2.3:sent', '2.4:skipped']);
  });
});
