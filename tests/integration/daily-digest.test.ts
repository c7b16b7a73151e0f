import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentUpdated, requestAccepted, slotMoved } from '#events/definitions/lifecycle.ts';
import { messageSent } from '#events/definitions/messages.ts';
import type { OutboxItem } from '#events/outbox.ts';
import {
  type DigestData,
  digestTemplate,
  digestTemplateData,
  renderDigest,
} from '#functions/consumers/digest/digest-content.ts';
import { DIGEST_BATCH, digestKey } from '#functions/consumers/digest/send-digest.ts';
import { sendReservedBulk } from '#functions/lib/email/bulk-email.ts';
import { CLAIM_LEASE_SECONDS, reserveEmails } from '#functions/lib/email/recipient-guard.ts';
import { dayActivityV1Of } from '#shared/db/entities/day-activity-v1.ts';
import {
  type ActivityEvent,
  DAY_ACTIVITY_TTL_SECONDS,
  DAY_ACTIVITY_V1_LAST_DAY,
  dayActivityOf,
} from '#shared/domain/day-activity.ts';
import type { Locale } from '#shared/i18n/locales.ts';
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
import type { Mail } from '#tests/support/mail-store.ts';
import { mailsToAny } from '#tests/support/mailbox.ts';

/**
 * The daily summary (functions/consumers/digest, ADR 0009 and 0027), driven by the hourly schedule
 * of a plane of its own (`runSchedule` with the Scheduled Event's time: the clock is simulated),
 * against the local cloud's real DynamoDB Local and SES stand-in. Three artists in three zones chose
 * daily emails, one chose instant emails; each has a pending request and a booking tomorrow.
 */
const harness = consumerPlaneOfFile('daily-digest');

type Artist = Awaited<ReturnType<typeof artistWithWork>>;

async function artistWithWork(timezone: string, locale: Locale, messageEmails: 'daily' | 'instant') {
  const party = testParty({ locale, displayName: `Ink ${timezone.split('/')[1]}` });
  await createArtist(harness.db, party, { timezone, messageEmails });
  const now = new Date().toISOString();
  // A pending request for March 20, and a booking on March 11 at 10:00 local time.
  const pendingSlot = slotAt(localInstant('2027-03-20', '15:00', timezone), 120, timezone);
  const bookedSlot = slotAt(localInstant('2027-03-11', '10:00', timezone), 120, timezone);
  const common = {
    artistId: party.artistId,
    projectType: 'flash' as const,
    placement: 'forearm',
    size: '10 cm',
    clientLastName: 'Martin',
    clientAge: 31,
    clientAlreadyTattooed: false,
    locale: 'en' as const,
    createdAt: now,
    updatedAt: now,
  };
  const requestId = randomUUID();
  await harness.db.entities.bookingRequest
    .create({
      ...common,
      requestId,
      idempotencyKey: requestId,
      status: 'pending',
      slotId: pendingSlot.slotId,
      slotStart: pendingSlot.start,
      slotEnd: pendingSlot.end,
      clientEmail: `${requestId}@inkslot.test`,
      clientFirstName: 'Alix',
    })
    .go();
  const bookingId = randomUUID();
  await harness.db.entities.booking
    .create({
      ...common,
      bookingId,
      status: 'confirmed',
      slotId: bookedSlot.slotId,
      slotStart: bookedSlot.start,
      slotEnd: bookedSlot.end,
      clientEmail: `${bookingId}@inkslot.test`,
      clientFirstName: 'Robin',
      priceCents: 20000,
      currency: 'EUR',
      paymentState: 'DEPOSIT-PAID',
      sequence: 0,
      acceptedAt: now,
    })
    .go();
  // A conversation with two unread messages.
  const conversationId = randomUUID();
  await harness.db.entities.conversation
    .create({
      artistId: party.artistId,
      conversationId,
      clientEmail: `${conversationId}@inkslot.test`,
      clientFirstName: 'Lou',
      clientLastName: 'Petit',
      messageCount: 2,
      lastMessageAt: now,
      lastMessageBy: 'client',
      lastMessagePreview: 'On peut décaler ?',
      lastClientSeq: 2,
      artistUnread: 2,
      bookingEnds: [],
      activityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return { party, timezone };
}

describe('the daily summary', () => {
  it('goes at 18:00 local time in each zone, once per day however often the schedule fires', async () => {
    const paris = await artistWithWork('Europe/Paris', 'fr', 'daily');
    const newYork = await artistWithWork('America/New_York', 'en', 'daily');
    const tokyo = await artistWithWork('Asia/Tokyo', 'es', 'daily');
    const instant = await artistWithWork('Europe/Paris', 'fr', 'instant');
    const artists = [paris, newYork, tokyo, instant];

    // Two simulated days, hour by hour; every run fires twice (a duplicated schedule).
    const sentAt = new Map<string, string[]>();
    const start = Date.parse('2027-03-10T00:00:00Z');
    for (let hour = 0; hour < 48; hour++) {
      const at = new Date(start + hour * 3_600_000);
      await harness.plane.runSchedule('digest', at);
      await harness.plane.runSchedule('digest', at);
      const mails = await mailsFor(artists);
      for (const { party } of artists) {
        const count = mails.get(party.artist.email)?.length ?? 0;
        const seen = sentAt.get(party.artist.email) ?? [];
        if (count > seen.length) sentAt.set(party.artist.email, [...seen, at.toISOString()]);
        expect(count - seen.length, `${party.artist.email} at ${at.toISOString()}`).toBeLessThanOrEqual(1);
      }
    }
    // Late runs of hours already served send nothing more.
    for (const late of ['2027-03-10T09:00:00Z', '2027-03-10T17:00:00Z', '2027-03-10T23:00:00Z']) {
      await harness.plane.runSchedule('digest', new Date(late));
    }

    const when = (artist: Artist) => sentAt.get(artist.party.artist.email) ?? [];
    // 18:00 in Tokyo (UTC+9), Paris (UTC+1 in March) and New York (UTC-5 until March 14).
    expect(when(tokyo)).toEqual(['2027-03-10T09:00:00.000Z', '2027-03-11T09:00:00.000Z']);
    expect(when(paris)).toEqual(['2027-03-10T17:00:00.000Z', '2027-03-11T17:00:00.000Z']);
    expect(when(newYork)).toEqual(['2027-03-10T23:00:00.000Z', '2027-03-11T23:00:00.000Z']);
    expect(when(instant)).toEqual([]);

    const mails = await mailsFor(artists);
    const subjects = (artist: Artist) =>
      (mails.get(artist.party.artist.email) ?? []).map((mail) => mail.subject);
    expect(subjects(paris)).toEqual([
      'Votre résumé du 10 mars 2027, Ink Paris',
      'Votre résumé du 11 mars 2027, Ink Paris',
    ]);
    expect(subjects(newYork)).toEqual([
      'Your summary for March 10, 2027, Ink New_York',
      'Your summary for March 11, 2027, Ink New_York',
    ]);
    expect(subjects(tokyo)).toEqual([
      'Tu resumen del 10 de marzo de 2027, Ink Tokyo',
      'Tu resumen del 11 de marzo de 2027, Ink Tokyo',
    ]);

    // The first summary lists the pending request and tomorrow's booking at its local time.
    const [first, second] = mails.get(paris.party.artist.email) ?? [];
    expect(first?.body.text).toContain('1 demande attend votre réponse');
    expect(first?.body.text).toContain('Alix, un flash, le samedi 20 mars 2027 à 15:00');
    expect(first?.body.text).toContain('Demain, 1 rendez-vous');
    expect(first?.body.text).toContain('10:00 : Robin, un flash');
    expect(second?.body.text).toContain('Aucun rendez-vous demain.');
    // And the conversations with unread messages (message emails in the summary, issue 11).
    expect(first?.body.text).toContain('1 conversation a des messages non lus');
    expect(first?.body.text).toContain('Lou Petit : 2 messages non lus, le dernier « On peut décaler ? »');
    const [tokyoFirst] = mails.get(tokyo.party.artist.email) ?? [];
    expect(tokyoFirst?.body.text).toContain('10:00: Robin, un flash');
    const [newYorkFirst] = mails.get(newYork.party.artist.email) ?? [];
    // The artist's hour format (24 h by default), whatever the language.
    expect(newYorkFirst?.body.text).toContain('10:00: Robin, a flash');
  }, 120_000);
});

describe('two runs at once', () => {
  it('send each artist of several claim batches exactly one summary (issue 33: one claim write per batch)', async () => {
    // More artists than one claim write holds (DIGEST_BATCH), one zone, each with a count to report.
    const artists = await Promise.all(
      Array.from({ length: DIGEST_BATCH + 7 }, async (_, n) => {
        const party = testParty({ locale: 'en', displayName: `Ink Batch ${n}` });
        await createArtist(harness.db, party, { timezone: 'Europe/Lisbon', messageEmails: 'daily' });
        await harness.db.entities.statsCounter
          .put({ artistId: party.artistId, day: '2027-04-02', metric: 'requestsReceived', value: n + 1 })
          .go();
        return { party, timezone: 'Europe/Lisbon' };
      }),
    );
    // 18:00 in Lisbon (UTC+1 in April), twice at the same time, then once more late.
    const at = new Date('2027-04-02T17:00:00Z');
    // A run that fails for some artists throws, for the schedule to retry (a busy clean-clone run saw
    // DynamoDB Local reset a connection): the late run is that retry, and each summary still goes once.
    await Promise.allSettled([
      harness.plane.runSchedule('digest', at),
      harness.plane.runSchedule('digest', at),
    ]);
    await harness.plane.runSchedule('digest', at);
    const mails = await mailsFor(artists);
    for (const [n, { party }] of artists.entries()) {
      const received = mails.get(party.artist.email) ?? [];
      expect(received.map((mail) => mail.subject)).toEqual([
        `Your summary for April 2, 2027, Ink Batch ${n}`,
      ]);
      expect(received[0]?.body.text).toContain(`${n + 1}`);
    }
  }, 120_000);
});

describe('a run that dies between its claim and its sends (ADR 0102)', () => {
  it('loses no summary: a later run past the lease sends each one, a run during the lease none', async () => {
    // Six artists due at 18:00 in Madrid (UTC+2 in May) on May 4, each with a count to report.
    const day = '2027-05-04';
    const artists = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const party = testParty({ locale: 'en', displayName: `Ink Lease ${n}` });
        await createArtist(harness.db, party, { timezone: 'Europe/Madrid', messageEmails: 'daily' });
        await harness.db.entities.statsCounter
          .put({ artistId: party.artistId, day, metric: 'requestsReceived', value: n + 1 })
          .go();
        return { party, timezone: 'Europe/Madrid' };
      }),
    );
    const once = (artist: Artist) => ({
      key: digestKey(artist.party.artistId, day),
      expiresAt: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
      run: 'dead-run',
    });
    // What the 16:00 UTC run wrote before it died: the batch's claims, in one write, none sent.
    // Three were claimed longer ago than the lease, three a minute ago (their lease still holds).
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [expired, held] = [artists.slice(0, 3), artists.slice(3)];
    const claim = (group: Artist[], at: Date) =>
      reserveEmails(
        group.map((artist) => ({ to: artist.party.artist.email, once: once(artist) })),
        at,
      );
    expect((await claim(expired, minutesAgo(CLAIM_LEASE_SECONDS / 60 + 1))).every((d) => d.send)).toBe(true);
    expect((await claim(held, minutesAgo(1))).every((d) => d.send)).toBe(true);
    const received = async () => {
      const mails = await mailsFor(artists);
      return artists.map((artist) => mails.get(artist.party.artist.email)?.length ?? 0);
    };

    // The next hour's run (no zone of it is due: it looks back at 16:00's) sends the expired ones.
    await harness.plane.runSchedule('digest', new Date('2027-05-04T17:00:00Z'));
    expect(await received()).toEqual([1, 1, 1, 0, 0, 0]);
    // The schedule's retries of 16:00 and late runs, during the lease: nothing more.
    await harness.plane.runSchedule('digest', new Date('2027-05-04T16:00:00Z'));
    await harness.plane.runSchedule('digest', new Date('2027-05-04T17:00:00Z'));
    expect(await received()).toEqual([1, 1, 1, 0, 0, 0]);
    const [first] = (await mailsFor(artists)).get(artists[0]?.party.artist.email ?? '') ?? [];
    expect(first?.subject).toBe('Your summary for May 4, 2027, Ink Lease 0');

    // Their lease runs out (the claims aged past it): the next runs send each one summary, once.
    for (const artist of held)
      await harness.db.entities.rateWindow
        .patch({ scope: `once:email:${once(artist).key}`, minute: 0 })
        .set({ claimedAt: minutesAgo(CLAIM_LEASE_SECONDS / 60 + 1).getTime() })
        .go();
    await Promise.all([
      harness.plane.runSchedule('digest', new Date('2027-05-04T16:00:00Z')),
      harness.plane.runSchedule('digest', new Date('2027-05-04T17:00:00Z')),
    ]);
    await harness.plane.runSchedule('digest', new Date('2027-05-04T17:00:00Z'));
    expect(await received()).toEqual([1, 1, 1, 1, 1, 1]);
    // Sent is marked: past any lease, no run takes a sent claim over.
    const claims = await harness.db.entities.rateWindow
      .get(artists.map((artist) => ({ scope: `once:email:${once(artist).key}`, minute: 0 })))
      .go();
    expect(claims.data.map((item) => typeof item.sentAt)).toEqual(artists.map(() => 'number'));
  }, 120_000);
});

describe('the summaries in one bulk send of their language’s stored template (ADR 0102)', () => {
  it('say in fr, en and es exactly what the summary’s own rendering says, and are marked sent', async () => {
    const appUrl = 'https://inkslot.test';
    const data = (locale: Locale): DigestData => ({
      artist: { displayName: 'Ink <Lyon> & "Co"', locale, timezone: 'Europe/Paris', hourFormat: '24' },
      localDate: '2027-03-10',
      counters: new Map([['requestsReceived', 3]]),
      pending: [
        { clientFirstName: "Zoé <b>O'Neil</b>", projectType: 'flash', slotStart: '2027-03-20T14:00:00.000Z' },
      ],
      tomorrow: [],
      messages: [{ name: 'Lou {{Petit}}', unread: 2, preview: 'On peut décaler ? 50 € & plus' }],
      activity: [
        {
          kind: 'depositPaid',
          clientFirstName: 'Léa',
          slotStart: '2027-03-18T13:00:00Z',
          amountCents: 5000,
          currency: 'EUR',
        },
      ],
    });
    for (const locale of ['fr', 'en', 'es'] as const) {
      const to = `${randomUUID()}@inkslot.test`;
      const once = { key: `test-bulk:${to}`, expiresAt: Math.floor(Date.now() / 1000) + 600, run: 'bulk' };
      const [decision] = await reserveEmails([{ to, once }]);
      if (!decision?.send) throw new Error('not reserved');
      const content = digestTemplateData(data(locale));
      if (!content) throw new Error('nothing to say');
      const answers = await sendReservedBulk(digestTemplate(locale, appUrl), [
        { reservation: decision.reservation, data: content },
      ]);
      expect(typeof answers[0], locale).toBe('string');
      const [mail] = await mailsToAny([to]);
      const expected = renderDigest(data(locale), appUrl);
      expect(mail?.subject, locale).toBe(expected?.subject);
      expect(mail?.body, locale).toEqual({ text: expected?.text, html: expected?.html });
      const claim = await harness.db.entities.rateWindow
        .get({ scope: `once:email:${once.key}`, minute: 0 })
        .go();
      expect(typeof claim.data?.sentAt, locale).toBe('number');
    }
  });
});

describe('claims in one write (reserveEmails)', () => {
  it('reserves a batch at once, and each of a batch with a refused one on its own, with its reason', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].map((id) => `${id}@inkslot.test`) as [
      string,
      string,
      string,
    ];
    const once = (key: string) => ({ key: `test:${key}`, expiresAt: Math.floor(Date.now() / 1000) + 600 });
    const first = await reserveEmails([{ to: a, once: once(a) }, { to: b }]);
    expect(first.map((decision) => decision.send)).toEqual([true, true]);
    // a's summary went already: the batch's write is refused, then each is reserved alone (b twice).
    const second = await reserveEmails([
      { to: a, once: once(a) },
      { to: b },
      { to: b },
      { to: c, once: once(c) },
    ]);
    expect(second.map((decision) => (decision.send ? 'send' : decision.why))).toEqual([
      'already-sent',
      'send',
      'send',
      'send',
    ]);
    expect((await reserveEmails([{ to: c, once: once(c) }, { to: a }]))[0]).toEqual({
      send: false,
      why: 'already-sent',
    });
  });
});

describe("the summary's day of activity", () => {
  it('says what changed today from the events (bookings confirmed or moved, a deposit, clients’ messages), once each', async () => {
    const party = testParty({ locale: 'en', displayName: 'Ink Lyon' });
    await createArtist(harness.db, party, { timezone: 'Europe/Paris', messageEmails: 'daily' });
    const lea = testClient('fr', 'Léa');
    const today = new Date('2027-03-10T09:30:00Z');
    const yesterday = new Date('2027-03-09T15:00:00Z');
    const requestId = randomUUID();
    const base = subject(party, lea, requestId);
    const first = slotAt('2027-03-17T09:00:00Z', 120, 'Europe/Paris');
    const second = slotAt('2027-03-18T13:00:00Z', 120, 'Europe/Paris');
    const money = { priceCents: 20_000, depositCents: 5_000, currency: 'EUR' as const };
    const booking = bookingPayloads(base, { first, second, money });
    const conversationId = randomUUID();
    const message = (seq: number, sender: 'artist' | 'client', now: Date) =>
      messageOf({ artistId: party.artistId, conversationId, clientEmail: lea.email }, seq, sender, now);
    const events = [
      // Yesterday's confirmation belongs to yesterday's summary, not today's.
      busEvent(
        requestAccepted,
        {
          ...subject(party, testClient('en', 'Oldie')),
          bookingId: randomUUID(),
          slot: first,
          ...money,
          paymentState: 'WAITING-FOR-DEPOSIT',
          sequence: 0,
        },
        { now: yesterday },
      ),
      busEvent(requestAccepted, booking.accepted, { now: today }),
      busEvent(slotMoved, booking.moved, { now: new Date('2027-03-10T11:00:00Z') }),
      busEvent(paymentUpdated, booking.paid, { now: new Date('2027-03-10T12:00:00Z') }),
      message(1, 'client', new Date('2027-03-10T13:00:00Z')),
      message(2, 'client', new Date('2027-03-10T13:05:00Z')),
      message(3, 'artist', new Date('2027-03-10T13:10:00Z')),
    ];
    // Every event twice, in another order the second time: each still counts once.
    await harness.publish(events);
    await harness.publish([...events].reverse());
    await harness.plane.drain();

    const { text, lines } = await summaryAt(party, new Date('2027-03-10T17:00:00Z'));
    expect(text).toContain('What changed today');
    expect(lines).toEqual(LEAS_DAY);
    expect(text).not.toContain('Oldie');
  }, 60_000);
});

describe('the deploy day of the one-item-per-day activity (dayActivity v2, ADR 0102)', () => {
  it('tells what the old consumer recorded before it and the new one after, an event in both once', async () => {
    const party = testParty({ locale: 'en', displayName: 'Ink Lille' });
    await createArtist(harness.db, party, { timezone: 'Europe/Paris', messageEmails: 'daily' });
    const lea = testClient('fr', 'Léa');
    const deployDay = DAY_ACTIVITY_V1_LAST_DAY;
    const at = (clock: string) => new Date(`${deployDay}T${clock}:00Z`);
    const booking = bookingPayloads(subject(party, lea, randomUUID()), {
      first: slotAt('2027-03-17T09:00:00Z', 120, 'Europe/Paris'),
      second: slotAt('2027-03-18T13:00:00Z', 120, 'Europe/Paris'),
      money: { priceCents: 20_000, depositCents: 5_000, currency: 'EUR' },
    });
    const conversationId = randomUUID();
    const message = (seq: number, now: Date) =>
      messageOf({ artistId: party.artistId, conversationId, clientEmail: lea.email }, seq, 'client', now);
    const dayBefore = new Date(Date.parse(`${deployDay}T22:00:00Z`) - 24 * 3_600_000);
    const oldOnly = [
      // The day before's, in the artist's day before (Paris is UTC+1): not today's.
      busEvent(requestAccepted, { ...booking.accepted, bookingId: randomUUID() }, { now: dayBefore }),
      busEvent(requestAccepted, booking.accepted, { now: at('08:00') }),
      message(1, at('09:00')),
    ];
    // Recorded by the old consumer, then redelivered to the new one: in both forms.
    const both = busEvent(slotMoved, booking.moved, { now: at('10:00') });
    const newOnly = [busEvent(paymentUpdated, booking.paid, { now: at('12:00') }), message(2, at('13:00'))];
    for (const item of [...oldOnly, both]) await recordedByTheV1Consumer(item);
    await harness.publish([both, ...newOnly]);
    await harness.plane.drain();
    const v2 = await harness.db.entities.dayActivity.get({ artistId: party.artistId, day: deployDay }).go();
    expect(v2.data?.entries?.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['moved', 'depositPaid', 'clientMessage']),
    );

    expect((await summaryAt(party, at('17:00'))).lines).toEqual(LEAS_DAY);
  }, 60_000);
});

/** What Léa's booking and messages make the summary of an artist in Paris tell, in English. */
const LEAS_DAY = [
  'Booking confirmed: Léa, Wednesday, March 17, 2027 at 10:00',
  'Booking moved: Léa, now Thursday, March 18, 2027 at 14:00 (was Wednesday, March 17, 2027 at 10:00)',
  'Deposit received: Léa, €50, for Thursday, March 18, 2027 at 14:00',
  '2 messages from 1 client',
];

/** The digest run at `at`: the artist's summary (in Paris) and its lines of the day's activity. */
async function summaryAt(party: Artist['party'], at: Date): Promise<{ text: string; lines: string[] }> {
  await harness.plane.runSchedule('digest', at);
  const [mail] = (await mailsFor([{ party, timezone: 'Europe/Paris' }])).get(party.artist.email) ?? [];
  const text = mail?.body.text ?? '';
  const lines = text.split('\n').map((line) => line.trim());
  return { text, lines: lines.filter((line) => /^(Booking|Deposit|\d+ messages?)/.test(line)) };
}

/** A message of a conversation sent at `now`, as the bus carries it. */
function messageOf(
  conversation: { artistId: string; conversationId: string; clientEmail: string },
  seq: number,
  sender: 'artist' | 'client',
  now: Date,
): OutboxItem {
  const payload = { ...conversation, seq, sender, preview: 'Hi', sentAt: now.toISOString() };
  return busEvent(messageSent, payload, { now });
}

/**
 * What the activity consumer wrote for an event before the day items (dayActivity v1, as
 * record-day-activity.ts did until ADR 0102's amendment): one item per event, put.
 */
async function recordedByTheV1Consumer(item: OutboxItem): Promise<void> {
  const envelope = JSON.parse(item.detail) as ActivityEvent['envelope'] & {
    metadata: { id: string; occurredAt: string };
  };
  const found = dayActivityOf({ detailType: item.detailType, envelope } as ActivityEvent);
  if (!found) throw new Error(`${item.detailType} is no activity`);
  const { id, occurredAt } = envelope.metadata;
  await dayActivityV1Of(harness.db)
    .put({
      artistId: found.artistId,
      occurredAt,
      eventId: id,
      ...found.activity,
      expiresAt: Math.floor(Date.parse(occurredAt) / 1000) + DAY_ACTIVITY_TTL_SECONDS,
    })
    .go();
}

/** The mails to each artist, oldest first, from one read of the SES stand-in. */
async function mailsFor(artists: readonly Artist[]): Promise<Map<string, Mail[]>> {
  const wanted = new Set(artists.map((artist) => artist.party.artist.email));
  const emails = await mailsToAny([...wanted]);
  const byRecipient = new Map<string, Mail[]>();
  for (const mail of emails) {
    const to = mail.destination.to[0] ?? '';
    if (wanted.has(to)) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
  }
  return byRecipient;
}

/** The instant of a local date and time in a zone (no DST gap on these dates). */
function localInstant(date: string, clock: string, timeZone: string): string {
  const guess = Date.parse(`${date}T${clock}:00Z`);
  const offset = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(instant);
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return (match[1] === '+' ? 1 : -1) * minutes * 60_000;
  };
  return new Date(guess - offset(guess)).toISOString();
}
