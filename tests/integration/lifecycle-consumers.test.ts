import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { requestCreated } from '#events/definitions/booking.ts';
import {
  bookingCancelled,
  paymentUpdated,
  requestAccepted,
  requestCancelled,
  requestRefused,
  slotMoved,
} from '#events/definitions/lifecycle.ts';
import { localDelivery, OUTAGE_TOLERANCE_SECONDS, retryDelayMs } from '#events/delivery-policy.ts';
import { outboxItem } from '#events/outbox.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { consumerPlaneOfFile } from '#tests/support/consumer-plane.ts';
import {
  bookingPayloads,
  busEvent,
  type ClientRef,
  createArtist,
  type Party,
  slotAt,
  subject,
  testClient,
  testParty,
} from '#tests/support/lifecycle-events.ts';
import { attachmentText, type Mail } from '#tests/support/mail-store.ts';
import { mailsTo, mailsToAny } from '#tests/support/mailbox.ts';

/**
 * The consumers of the request lifecycle (email through its SQS queue, statistics), driven by events
 * put straight on a bus, as the outbox relay publishes them, duplicated and out of order. They run on
 * a plane of their own (tests/support/consumer-plane.ts) against the local cloud's real DynamoDB
 * Local and SES stand-in; `drain()` waits until every delivery, retries included, is done, so the
 * counts below are final.
 */
const harness = consumerPlaneOfFile('lifecycle-consumers');

const location = { shopName: 'Atelier Nord', city: 'Lille', address: '12 rue des Arts' };
const money = { priceCents: 15000, depositCents: 5000, currency: 'EUR' as const };

function calendar(mail: Mail | undefined) {
  const text = mail && attachmentText(mail, /\.ics$/);
  if (!text) throw new Error(`no .ics in "${mail?.subject}"`);
  const component = new ICAL.Component(ICAL.parse(text));
  const vevent = component.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { method: component.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
}

function bookingEvents(party: Party, client: ClientRef) {
  const requestId = randomUUID();
  const base = subject(party, client, requestId);
  const first = slotAt('2027-02-06T10:00:00Z', 120, 'Europe/Paris');
  const second = slotAt('2027-02-13T13:30:00Z', 120, 'Europe/Paris');
  const payloads = bookingPayloads(base, { first, second, money, location });
  return {
    requestId,
    first,
    second,
    accepted: busEvent(requestAccepted, payloads.accepted),
    moved: busEvent(slotMoved, payloads.moved),
    paid: busEvent(paymentUpdated, payloads.paid),
    cancelled: busEvent(bookingCancelled, {
      ...base,
      bookingId: requestId,
      by: 'artist',
      reason: 'Estoy enfermo ese día.',
      slot: second,
      location,
      ...money,
      paymentState: 'DEPOSIT-PAID',
      sequence: 1,
    }),
  };
}

/** How long the outage test may take to deliver everything. */
const OUTAGE_DRAIN_MS = 120_000;
/**
 * The clients whose emails wait out the outage: enough for their refusals to race on one statistics
 * counter and for the queue to hold many retried messages at once; each costs about 13 consumer runs.
 */
const OUTAGE_CLIENTS = 40;

describe('the email consumer', () => {
  it('sends one email per event and recipient, in the client’s language, whatever the duplicates and order', async () => {
    const party = testParty();
    const client = testClient('es', 'Lucía');
    await createArtist(harness.db, party);
    const { requestId, accepted, moved, paid, cancelled } = bookingEvents(party, client);

    await harness.publish([cancelled, moved, cancelled, accepted]);
    await harness.publish([paid, accepted, moved, paid]);
    await harness.plane.drain();

    const mails = await mailsTo(client.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Ink Master recibió tu depósito',
        'Tu cita con Ink Master cambió de horario',
        'Tu cita con Ink Master está cancelada',
        'Tu cita con Ink Master está confirmada',
      ].sort(),
    );
    // Cancelled by the artist: the artist gets nothing.
    expect(await mailsTo(party.artist.email)).toEqual([]);

    const confirmation = mails.find((mail) => mail.subject.endsWith('confirmada'));
    expect(confirmation?.body.text).toContain('Hola Lucía:');
    expect(confirmation?.body.text).toContain('12 rue des Arts');
    // Its button signs in to the portal's bookings (ADR 0085).
    expect(confirmation?.body.text).toContain(
      `/portal/login/email?email=${encodeURIComponent(client.email)}&redirect=%2Fportal%2Fbookings#`,
    );
    expect(confirmation?.attachments?.[0]).toMatchObject({
      filename: 'inkslot-2027-02-06.ics',
      contentType: 'text/calendar; charset=UTF-8; method=PUBLISH',
    });
    const booked = calendar(confirmation);
    expect(booked.method).toBe('PUBLISH');
    expect(booked.event.uid).toBe(`${requestId}@inkslot`);
    expect(booked.event.sequence).toBe(0);
    expect(booked.event.startDate.toJSDate().toISOString()).toBe('2027-02-06T10:00:00.000Z');
    expect(booked.event.summary).toBe('Tatuaje con Ink Master');

    const rescheduled = calendar(mails.find((mail) => mail.subject.endsWith('horario')));
    expect(rescheduled.event.uid).toBe(`${requestId}@inkslot`);
    expect(rescheduled.event.sequence).toBe(1);
    expect(rescheduled.event.startDate.toJSDate().toISOString()).toBe('2027-02-13T13:30:00.000Z');

    const removed = calendar(mails.find((mail) => mail.subject.endsWith('cancelada')));
    expect(removed.method).toBe('PUBLISH');
    expect(removed.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(removed.event.uid).toBe(`${requestId}@inkslot`);
    expect(removed.event.sequence).toBe(2);
    expect(harness.plane.queues.stats('email')).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
  });

  it('writes to each recipient in their own language', async () => {
    const party = testParty({ locale: 'es' });
    await createArtist(harness.db, party);
    const clients = [testClient('fr'), testClient('en'), testClient('es')];
    const events = clients.map((client) => bookingEvents(party, client));
    const withdrawn = busEvent(requestCancelled, {
      ...subject(party, testClient('fr', 'Jeanne')),
      slot: slotAt('2027-02-20T09:00:00Z', 60, 'Europe/Paris'),
    });
    await harness.publish([...events.map((event) => event.accepted), withdrawn]);
    await harness.plane.drain();

    const subjects = await Promise.all(
      clients.map(async (client) => (await mailsTo(client.email)).map((mail) => mail.subject)),
    );
    expect(subjects).toEqual([
      ['Votre rendez-vous avec Ink Master est confirmé'],
      ['Your appointment with Ink Master is confirmed'],
      ['Tu cita con Ink Master está confirmada'],
    ]);
    expect((await mailsTo(party.artist.email)).map((mail) => mail.subject)).toEqual([
      'Jeanne canceló su solicitud',
    ]);
  });

  it('follows the artist’s notification settings (booking request and cancellation emails)', async () => {
    const wantsThem = testParty({ locale: 'en', notifyCancellations: true });
    const quiet = testParty({ locale: 'en', notifyCancellations: false });
    await createArtist(harness.db, wantsThem);
    await createArtist(harness.db, quiet);
    const slot = slotAt('2027-03-02T15:00:00Z', 60, 'Europe/Paris');
    const cancelledOn = busEvent(requestCancelled, { ...subject(wantsThem, testClient('en', 'Noa')), slot });
    const cancelledOff = busEvent(requestCancelled, { ...subject(quiet, testClient('en', 'Noa')), slot });
    const bookingOff = busEvent(bookingCancelled, {
      ...subject(quiet, testClient('en', 'Noa')),
      bookingId: randomUUID(),
      by: 'client',
      slot,
      ...money,
      paymentState: 'DEPOSIT-PAID',
      sequence: 0,
    });
    const requester = testClient('en', 'Ivy');
    const { artist: quietArtist, ...quietParty } = quiet;
    const created = busEvent(requestCreated, {
      requestId: randomUUID(),
      artistId: quietParty.artistId,
      pseudo: quietParty.pseudo,
      projectType: 'custom',
      referenceImageCount: 0,
      slot,
      client: requester,
      artist: {
        email: quietArtist.email,
        locale: quietArtist.locale,
        displayName: quietArtist.displayName,
        notifyBookingRequests: false,
      },
    });
    await harness.publish([cancelledOn, cancelledOff, bookingOff, created, cancelledOn, bookingOff]);
    await harness.plane.drain();

    expect((await mailsTo(wantsThem.artist.email)).map((mail) => mail.subject)).toEqual([
      'Noa cancelled their request',
    ]);
    expect(await mailsTo(quiet.artist.email)).toEqual([]);
    expect((await mailsTo(requester.email)).map((mail) => mail.subject)).toEqual([
      'Your request was sent to Ink Master',
    ]);
  });

  it(
    `delivers all ${OUTAGE_CLIENTS} emails after the SES stand-in failed for 5 simulated minutes, none lost or doubled`,
    async () => {
      // The local queue's retry schedule (1 s, 2 s, 4 s … 30 s, played 1000 times faster): the
      // receives that fail while it covers 5 minutes, counted from a message's first receive.
      let failingReceives = 0;
      for (let covered = 0; covered < OUTAGE_TOLERANCE_SECONDS * 1000; failingReceives++) {
        covered += retryDelayMs(failingReceives + 1, localDelivery.queue);
      }
      expect(failingReceives).toBeLessThan(localDelivery.queue.maxReceiveCount);

      const party = testParty();
      await createArtist(harness.db, party, { timezone: 'Europe/Paris' });
      const clients = Array.from({ length: OUTAGE_CLIENTS }, (_, n) => testClient('en', `Client${n}`));
      const recipients = new Set(clients.map((client) => client.email.toLowerCase()));
      // Every send fails until its message has been retried across 5 minutes of the schedule.
      harness.ses.setOutage((recipient, failed) => recipients.has(recipient) && failed < failingReceives);
      const slot = slotAt('2027-04-01T08:00:00Z', 60, 'Europe/Paris');
      const now = new Date();
      const events = clients.map((client) =>
        busEvent(requestRefused, { ...subject(party, client), slot, reason: 'Fully booked.' }, { now }),
      );
      await harness.publish(events);
      // About 520 consumer runs (each email fails until its retries cover 5 minutes): 15 s on an
      // idle 2-core machine.
      await harness.plane.drain(OUTAGE_DRAIN_MS);
      harness.ses.setOutage(undefined);

      const delivered = new Map<string, number>();
      for (const mail of await mailsToAny([...recipients])) {
        const to = mail.destination.to[0]?.toLowerCase() ?? '';
        if (recipients.has(to)) delivered.set(to, (delivered.get(to) ?? 0) + 1);
      }
      expect(delivered.size).toBe(OUTAGE_CLIENTS);
      expect([...delivered.values()].every((count) => count === 1)).toBe(true);
      expect(clients.every((client) => harness.ses.failures(client.email) === failingReceives)).toBe(true);
      expect(harness.plane.queues.stats('email')).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
      // The statistics consumer counted each refusal once, although they all raced on one counter.
      const counter = await harness.db.entities.statsCounter
        .get({ artistId: party.artistId, day: localDate(now, 'Europe/Paris'), metric: 'requestsRefused' })
        .go();
      expect(counter.data?.value).toBe(OUTAGE_CLIENTS);
    },
    OUTAGE_DRAIN_MS + 20_000,
  );
});

describe('the statistics consumer', () => {
  it('counts each event once on the artist’s local day, whatever the duplicates and order', async () => {
    const party = testParty();
    await createArtist(harness.db, party, { timezone: 'Asia/Tokyo' });
    // 20:00 UTC on January 10 is already January 11 in Tokyo.
    const now = new Date('2027-01-10T20:00:00.000Z');
    const slot = slotAt('2027-01-20T03:00:00Z', 120, 'Asia/Tokyo');
    const [first, second, third] = [testClient('en'), testClient('fr'), testClient('es')] as const;
    const booked = subject(party, first);
    const createdFor = (client: ClientRef, requestId: string) =>
      busEvent(
        requestCreated,
        {
          requestId,
          artistId: party.artistId,
          pseudo: party.pseudo,
          projectType: 'flash',
          referenceImageCount: 0,
          slot,
          client,
          artist: { ...party.artist, notifyBookingRequests: false },
        },
        { now },
      );
    const refusedSubject = subject(party, second);
    const withdrawnSubject = subject(party, third);
    const events = [
      createdFor(first, booked.requestId),
      busEvent(
        requestAccepted,
        {
          ...booked,
          bookingId: booked.requestId,
          slot,
          ...money,
          paymentState: 'WAITING-FOR-DEPOSIT',
          sequence: 0,
        },
        { now },
      ),
      busEvent(
        paymentUpdated,
        {
          ...booked,
          bookingId: booked.requestId,
          previousState: 'WAITING-FOR-DEPOSIT',
          paymentState: 'TOTAL-PAID',
          slot,
          ...money,
        },
        { now },
      ),
      busEvent(
        bookingCancelled,
        {
          ...booked,
          bookingId: booked.requestId,
          by: 'client',
          slot,
          ...money,
          paymentState: 'TOTAL-PAID',
          sequence: 0,
        },
        { now },
      ),
      createdFor(second, refusedSubject.requestId),
      busEvent(requestRefused, { ...refusedSubject, slot }, { now }),
      createdFor(third, withdrawnSubject.requestId),
      busEvent(requestCancelled, { ...withdrawnSubject, slot }, { now }),
    ];
    // Each event twice; the cancellation before the acceptance, the payment before both.
    const order = [2, 3, 7, 1, 0, 5, 6, 4, 3, 2, 1, 0, 7, 6, 5, 4];
    await harness.publish(order.map((index) => events[index] as (typeof events)[number]));
    await harness.plane.drain();

    const counters = await harness.db.entities.statsCounter.query
      .byArtistDay({ artistId: party.artistId })
      .go({ pages: 'all' });
    const byDay = Object.fromEntries(
      counters.data.map((counter) => [`${counter.day} ${counter.metric}`, counter.value]),
    );
    const counts = {
      requestsReceived: 3,
      // The three requests ask Wednesday 2027-01-20 at 12:00 in Tokyo.
      'requestedSlot.2.12': 3,
      requestsAccepted: 1,
      bookings: 1,
      'revenueCents.EUR': 15000,
      depositsPaid: 1,
      'depositsCents.EUR': 5000,
      bookingsCancelled: 1,
      'cancelledRevenueCents.EUR': 15000,
      requestsRefused: 1,
      requestsCancelled: 1,
    };
    // Each on the day, and the same on its month's total (ADR 0046).
    expect(byDay).toEqual(
      Object.fromEntries(
        Object.entries(counts).flatMap(([metric, value]) => [
          [`2027-01-11 ${metric}`, value],
          [`M2027-01 ${metric}`, value],
        ]),
      ),
    );
  });
});

describe('the outbox', () => {
  it('loses nothing when the poller stops between a write and its publication', async () => {
    const party = testParty();
    const client = testClient('fr', 'Inès');
    await createArtist(harness.db, party);
    const { requestId, second, cancelled } = bookingEvents(party, client);
    const event = outboxItem(bookingCancelled, JSON.parse(cancelled.detail).payload, {
      correlationId: 'poller-restart',
    });

    await harness.restart(async () => {
      // The state change and its event, written in one transaction while nothing reads the stream.
      await harness.db.transaction
        .write(({ booking, outboxEvent }) => [
          booking
            .create({
              artistId: party.artistId,
              bookingId: requestId,
              status: 'canceled',
              projectType: 'flash',
              placement: 'avant-bras',
              size: '10 cm',
              slotId: second.slotId,
              slotStart: second.start,
              slotEnd: second.end,
              clientEmail: client.email,
              clientFirstName: client.firstName,
              clientLastName: 'Martin',
              clientAge: 30,
              clientAlreadyTattooed: true,
              locale: client.locale,
              ...money,
              paymentState: 'DEPOSIT-PAID',
              sequence: 1,
              canceledAt: event.occurredAt,
              canceledBy: 'artist',
              acceptedAt: event.occurredAt,
              createdAt: event.occurredAt,
              updatedAt: event.occurredAt,
            })
            .commit(),
          outboxEvent.create(event).commit(),
        ])
        .go();
      expect(await mailsTo(client.email)).toEqual([]);
    });
    await harness.plane.drain();

    // The restarted poller published exactly the event written while it was stopped.
    expect(harness.plane.counters()).toEqual({ published: 1, accepted: 1 });
    const mails = await mailsTo(client.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre rendez-vous avec Ink Master est annulé']);
    expect(calendar(mails[0]).vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    const counters = await harness.db.entities.statsCounter.query
      .byArtistDay({ artistId: party.artistId })
      .go({ pages: 'all' });
    // Once on its day, once on its month's total.
    expect(
      counters.data.filter((counter) => counter.metric === 'bookingsCancelled').map((c) => c.value),
    ).toEqual([1, 1]);
  });
});
