import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as runNotices } from '#functions/consumers/client-notices/send-due-notices.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { addDays } from '#shared/domain/designs/design-rules.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { clientEmail } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import { storedImage } from '#tests/support/portfolio.ts';

/**
 * Reminders and aftercare (issue 14, item 4), through the local cloud: accepting a request plans the
 * booking's seven emails (the planning consumer on the local bus), at local hours of the artist's
 * zone across the spring DST change; the notices job, run as its schedule runs it (twice, and twice
 * at once), sends each once, in the client's language and the artist's wording; a moved booking's
 * old notices are skipped and its new ones planned; a cancelled booking gets none.
 */
const { db } = cloudAndDb();

// Europe/Paris goes from UTC+1 to UTC+2 on 2027-03-28 at 02:00.
const MONDAY_AFTER_CHANGE = '2027-03-29T16:00/120'; // 14:00 UTC
const SATURDAY_BEFORE_CHANGE = '2027-03-27T10:00/120'; // 09:00 UTC

async function accepted(artist: BookingArtist, email: string, slotId: string) {
  const client = { firstName: 'Lucía', lastName: 'Ortega', age: 31, email, alreadyTattooed: false };
  const { requestId } = await pendingRequest(artist, slotId, { client: client as never, locale: 'es' });
  const answer = await acceptRequest(artist, requestId, { priceCents: 15_000, depositCents: 5_000 });
  expect(answer.status).toBe(201);
  return answer.json as BookingView;
}

/** The notices planned for a booking, by notice. */
async function noticesOf(bookingId: string) {
  const { data } = await db.entities.clientNotice.scan
    .where(({ bookingId: id }, { eq }) => eq(id, bookingId))
    .go({ pages: 'all' });
  return Object.fromEntries(data.map((item) => [`${item.notice}@${item.slotStart}`, item]));
}

async function plannedFor(bookingId: string, count: number) {
  await vi.waitFor(async () => expect(Object.keys(await noticesOf(bookingId))).toHaveLength(count), {
    timeout: 15_000,
    interval: 200,
  });
  return noticesOf(bookingId);
}

const run = (time: string, id = `run-${time}`) => runNotices({ id, time });

describe('Reminders and aftercare', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await lifecycleArtist(db);
  });

  it('plans them at local hours across the DST change and sends each once, in the client’s language', async () => {
    const email = clientEmail('notices');
    const booking = await accepted(artist, email, MONDAY_AFTER_CHANGE);
    const start = '2027-03-29T14:00:00.000Z';
    const notices = await plannedFor(booking.bookingId, 7);
    const dueAt = (notice: string) => notices[`${notice}@${start}`]?.dueAt;
    // Two days before at 16:00 winter time, the day before at 16:00 summer time: 47 hours apart.
    expect(dueAt('reminder48h')).toBe('2027-03-27T15:00:00.000Z');
    expect(dueAt('reminder24h')).toBe('2027-03-28T14:00:00.000Z');
    // Aftercare at 10:00 in Paris (summer time: 08:00 UTC).
    expect(dueAt('aftercareDay1')).toBe('2027-03-30T08:00:00.000Z');
    expect(dueAt('aftercareDay30')).toBe('2027-04-28T08:00:00.000Z');

    // A minute early: nothing.
    expect((await run('2027-03-27T14:59:00.000Z')).sent).toBe(0);
    const beforeDue = (await mailsTo(email)).length; // the request received, the confirmation

    // Due: the schedule fires twice at once, then once more: one reminder.
    const [first, second] = await Promise.all([
      run('2027-03-27T15:00:00.000Z', 'a'),
      run('2027-03-27T15:00:00.000Z', 'b'),
    ]);
    expect(first.sent + second.sent).toBe(1);
    expect((await run('2027-03-27T15:15:00.000Z')).sent).toBe(0);
    const reminder = await waitForMail(email, { match: (m) => m.subject.includes('dos días') });
    const text = reminder.body.text ?? '';
    expect(reminder.subject).toContain('Tu cita con');
    expect(text).toContain('Hola Lucía');
    expect(text).toContain('16:00');
    // The deposit was not paid yet: the whole price is left to pay; one move left, as the policy says.
    expect(text).toMatch(/Queda por pagar en la cita: 150\s€\./);
    expect(text).toContain('Cita: lunes, 29 de marzo de 2027, 16:00');
    expect(text).toContain('Aún puedes cambiarla una vez');
    expect(text).toContain('Cambiar o cancelar');
    expect(text).toContain(encodeURIComponent('/portal/bookings'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(email)).toHaveLength(beforeDue + 1);

    // The day before, at the same local hour (summer time now).
    expect((await run('2027-03-28T13:59:00.000Z')).sent).toBe(0);
    expect((await run('2027-03-28T14:00:00.000Z')).sent).toBe(1);
    await waitForMail(email, { match: (m) => m.subject.includes('Es mañana') });

    // The artist rewords the first aftercare email in Spanish: the client gets their words.
    const saved = await api(`/me/email-templates/aftercareDay1/es`, {
      method: 'PUT',
      token: artist.idToken,
      body: {
        subject: 'Cuida tu tatuaje, {firstname}',
        body: 'Hola {firstname}:\n\nGracias por venir. Usa la crema que te di.',
      },
    });
    expect(saved.status).toBe(200);
    expect((await run('2027-03-30T07:59:00.000Z')).sent).toBe(0);
    expect((await run('2027-03-30T08:00:00.000Z')).sent).toBe(1);
    const aftercare = await waitForMail(email, { match: (m) => m.subject === 'Cuida tu tatuaje, Lucía' });
    expect(aftercare.body.text).toContain('Usa la crema que te di.');
    expect(aftercare.body.text).toContain('Escribir a');
    const done = await noticesOf(booking.bookingId);
    expect(
      Object.values(done)
        .filter((item) => item.outcome === 'sent')
        .map((item) => item.notice)
        .sort(),
    ).toEqual(['aftercareDay1', 'reminder24h', 'reminder48h']);
  });

  it('names the design the client approved in the reminder, without its private images (ADR 0090)', async () => {
    const email = clientEmail('design-reminder');
    const booking = await accepted(artist, email, '2027-04-05T16:00/120');
    await plannedFor(booking.bookingId, 7);
    const sketch = await storedImage(db, artist.sub, 'sketch');
    const answerBy = addDays(localDate(new Date(), 'Europe/Paris'), 3);
    const shared = await api(`/me/designs/${booking.bookingId}`, {
      token: artist.idToken,
      body: { version: 1, imageIds: [sketch], note: 'Rosa fina', answerBy },
    });
    expect(shared.status).toBe(201);
    const { accessToken } = await portalSession(email);
    const approved = await api(`/portal/designs/${booking.bookingId}/versions/1/approve`, {
      method: 'POST',
      token: accessToken,
    });
    expect(approved.status).toBe(200);

    await run('2027-04-03T14:00:00.000Z');
    const reminder = await waitForMail(email, {
      match: (m) => m.subject.includes('dos días') && (m.body.text ?? '').includes('5 de abril'),
    });
    const text = reminder.body.text ?? '';
    expect(text).toContain('Tu diseño aprobado (versión 1, 1 imagen) está fijado en la cita');
    expect(text).toContain('Su nota: «Rosa fina»');
    expect(reminder.body.html ?? '').not.toContain('private/');
  });

  it('skips a moved booking’s old notices, plans the new slot’s, and sends nothing to a cancelled one', async () => {
    const email = clientEmail('notices-moved');
    const booking = await accepted(artist, email, SATURDAY_BEFORE_CHANGE);
    const oldStart = '2027-03-27T09:00:00.000Z';
    await plannedFor(booking.bookingId, 7);
    // Moved to the 16:00 slot the day after (2027-03-28, summer time: 14:00 UTC).
    const moved = await api(`/me/bookings/${booking.bookingId}/move`, {
      token: artist.idToken,
      body: { slotId: '2027-03-28T16:00/120' },
    });
    expect(moved.status).toBe(200);
    const notices = await plannedFor(booking.bookingId, 14);
    expect(notices['reminder24h@2027-03-28T14:00:00.000Z']?.dueAt).toBe('2027-03-27T15:00:00.000Z');
    // The old slot's reminder falls due: skipped, no email; the new slot's goes out.
    const before = (await mailsTo(email)).length;
    await run('2027-03-26T09:00:00.000Z');
    expect((await noticesOf(booking.bookingId))[`reminder24h@${oldStart}`]).toMatchObject({
      outcome: 'skipped',
    });
    await run('2027-03-27T15:00:00.000Z', 'moved-new');
    const reminder = await waitForMail(email, { match: (m) => m.subject.includes('Es mañana') });
    expect(reminder.body.text).toContain('16:00');
    expect((await mailsTo(email)).length).toBe(before + 1);

    // Cancelled by the artist: its aftercare is skipped.
    const cancelled = await api(`/me/bookings/${booking.bookingId}/cancel`, {
      token: artist.idToken,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    await waitForMail(email, { match: (m) => m.subject.includes('cancelada') });
    const seen = (await mailsTo(email)).length;
    await run('2027-03-29T08:00:00.000Z', 'cancelled');
    expect((await noticesOf(booking.bookingId))['aftercareDay1@2027-03-28T14:00:00.000Z']).toMatchObject({
      outcome: 'skipped',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(email)).toHaveLength(seen);
  });
});
