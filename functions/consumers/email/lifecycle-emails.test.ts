import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { DetailType, DomainEvent } from '#events/registry.ts';
import type { PlannedEmail } from './plan-emails.ts';
import { emailEffectKey, planEmails } from './plan-emails.ts';

const appUrl = 'https://inkslot.app';
const fixture = <D extends DetailType>(type: D) =>
  JSON.parse(
    readFileSync(new URL(`../../../events/fixtures/${type}/v1.json`, import.meta.url), 'utf8'),
  ) as DomainEvent<D>['envelope'];

const accepted = fixture('request.accepted');
const refused = fixture('request.refused');
const cancelled = fixture('request.cancelled');
const moveAccepted = fixture('request.move-accepted');
const moved = fixture('slot.moved');
const bookingCancel = fixture('booking.cancelled');
const payment = fixture('payment.updated');

const plan = (detailType: string, envelope: { metadata: unknown; payload: unknown }) =>
  planEmails({ detailType, envelope } as Parameters<typeof planEmails>[0], { appUrl });

function calendarOf(email: PlannedEmail | undefined) {
  const attachment = email?.content.attachments?.[0];
  if (!attachment || typeof attachment.content !== 'string') throw new Error('no calendar attachment');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { attachment, calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('request.accepted', () => {
  it('confirms to the client in English with price, deposit, full address, portal link and an .ics', () => {
    const [email, ...others] = plan('request.accepted', accepted);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ template: 'booking-confirmed', to: 'camille@example.com', locale: 'en' });
    expect(email?.content.subject).toBe('Your appointment with Ink Master is confirmed');
    const text = email?.content.text ?? '';
    expect(text).toContain('Hello Camille,');
    expect(text).toMatch(/Saturday, December 5, 2026 at 11:00\sAM \(Paris time\)/);
    expect(text).toContain('Price: €150.');
    expect(text).toContain('Deposit to pay: €50.');
    expect(text).toContain('Where: Atelier Nord, 12 rue des Arts, Lille.');
    expect(text).toContain('https://inkslot.app/portal/login?email=camille%40example.com');

    const { attachment, calendar, vevent, event } = calendarOf(email);
    expect(attachment).toMatchObject({
      filename: 'inkslot-2026-12-05.ics',
      contentType: 'text/calendar; charset=UTF-8; method=PUBLISH',
    });
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`${accepted.payload.bookingId}@inkslot`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(event.summary).toBe('Tattoo with Ink Master');
    expect(event.location).toBe('Atelier Nord, 12 rue des Arts, Lille');
    expect(event.description).toContain('Deposit: €50.');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('writes French without a deposit line when there is no deposit, and no place outside a travel', () => {
    const { depositCents: _, location: __, ...rest } = accepted.payload;
    const payload = { ...rest, paymentState: 'DEPOSIT-PAID', client: { ...rest.client, locale: 'fr' } };
    const [email] = plan('request.accepted', { ...accepted, payload });
    expect(email?.content.subject).toBe('Votre rendez-vous avec Ink Master est confirmé');
    expect(email?.content.text).toContain('samedi 5 décembre 2026');
    expect(email?.content.text).toMatch(/Prix : 150\s€\./);
    expect(email?.content.text).not.toContain('Acompte');
    expect(email?.content.text).not.toContain('Lieu');
    expect(calendarOf(email).event.location).toBeNull();
  });
});

describe('request.refused', () => {
  it('sends the client a cancellation summary with the reason and the released slot, in Spanish', () => {
    const payload = { ...refused.payload, client: { ...refused.payload.client, locale: 'es' as const } };
    const [email, ...others] = plan('request.refused', { ...refused, payload });
    expect(others).toEqual([]);
    expect(email).toMatchObject({ template: 'request-refused', to: 'camille@example.com', locale: 'es' });
    expect(email?.content.subject).toBe('Ink Master no puede aceptar tu solicitud');
    expect(email?.content.text).toContain('Motivo: Je ne fais pas ce style.');
    expect(email?.content.text).toContain('El horario queda libre');
    expect(email?.content.text).toContain('https://inkslot.app/inkmaster');
    expect(email?.content.attachments).toBeUndefined();
  });

  it('leaves the reason out when none was given', () => {
    const { reason: _, ...payload } = refused.payload;
    const [email] = plan('request.refused', { ...refused, payload });
    expect(email?.content.text).not.toContain('Reason');
  });
});

describe('request.cancelled', () => {
  it('tells the artist in French when they want cancellation emails', () => {
    const [email] = plan('request.cancelled', cancelled);
    expect(email).toMatchObject({ template: 'request-cancelled', to: 'artist@example.com', locale: 'fr' });
    expect(email?.content.subject).toBe('Camille a annulé sa demande');
    expect(email?.content.text).toContain('Ce créneau est de nouveau disponible à la réservation.');
  });

  it('sends nothing when the artist turned cancellation emails off', () => {
    const payload = {
      ...cancelled.payload,
      artist: { ...cancelled.payload.artist, notifyCancellations: false },
    };
    expect(plan('request.cancelled', { ...cancelled, payload })).toEqual([]);
  });

  it('always tells the artist when the client declined a new time they proposed (issue 15, item 3)', () => {
    const payload = {
      ...cancelled.payload,
      declinedMove: true,
      artist: { ...cancelled.payload.artist, notifyCancellations: false },
    };
    const [email] = plan('request.cancelled', { ...cancelled, payload });
    expect(email).toMatchObject({
      template: 'request-move-declined',
      to: 'artist@example.com',
      locale: 'fr',
    });
    expect(email?.content.subject).toBe('Camille refuse le nouveau créneau');
    expect(email?.content.text).toContain(
      'a refusé le nouveau créneau que vous proposiez et annulé sa demande',
    );
  });
});

describe('request.move-accepted', () => {
  it('tells the artist, whatever their settings, with the time and a link to accept the request', () => {
    const [email, ...others] = plan('request.move-accepted', moveAccepted);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      template: 'request-move-accepted',
      to: 'artist@example.com',
      locale: 'fr',
    });
    expect(email?.content.subject).toBe('Camille accepte le nouveau créneau');
    const text = email?.content.text ?? '';
    expect(text).toMatch(
      /accepte le nouveau créneau de sa demande pour un flash : le samedi 5 décembre 2026 à 11:00/,
    );
    expect(text).toContain('Guest Shop, Marseille');
    expect(text).toContain('acceptez-la pour confirmer le rendez-vous');
    expect(text).toContain(`${appUrl}/app/requests/${moveAccepted.payload.requestId}`);
  });
});

describe('slot.moved', () => {
  it('gives the client the old and new times and a new .ics with the higher SEQUENCE for a booking', () => {
    const [email] = plan('slot.moved', moved);
    expect(email?.content.subject).toBe('Your appointment with Ink Master was moved');
    expect(email?.content.text).toMatch(
      /Before: Saturday, December 5, 2026 at 11:00\sAM\. Now: Saturday, December 12, 2026 at 2:30\sPM \(Paris time\)\./,
    );
    const { calendar, event } = calendarOf(email);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`${moved.payload.bookingId}@inkslot`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-12T13:30:00.000Z');
  });

  it('keeps the price and the deposit in the moved booking’s .ics', () => {
    const payload = { ...moved.payload, priceCents: 15_000, depositCents: 5_000, currency: 'EUR' as const };
    const { event } = calendarOf(plan('slot.moved', { ...moved, payload })[0]);
    expect(event.description).toContain('Price: €150.');
    expect(event.description).toContain('Deposit: €50.');
  });

  it('sends no .ics for a pending request', () => {
    const { bookingId: _, sequence: __, ...rest } = moved.payload;
    const [email] = plan('slot.moved', { ...moved, payload: { ...rest, kind: 'request' } });
    expect(email?.content.subject).toBe('Your request to Ink Master has a new slot');
    expect(email?.content.attachments).toBeUndefined();
    // The client is asked to answer: accept the new time or cancel, from their client space.
    expect(email?.content.text).toContain(
      'Does this time suit you? Accept it in your client space, or cancel your request: Ink Master will be told.',
    );
    expect(email?.content.html).toContain('Accept or cancel');
  });
});

describe('booking.cancelled', () => {
  it('tells the client when the artist cancels, with the reason and a cancelled .ics', () => {
    const [email, ...others] = plan('booking.cancelled', bookingCancel);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ template: 'booking-cancelled', to: 'camille@example.com', locale: 'en' });
    expect(email?.content.text).toContain('Reason: Je suis malade ce jour-là.');
    const { calendar, vevent, event } = calendarOf(email);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(`${bookingCancel.payload.bookingId}@inkslot`);
    expect(event.sequence).toBe(bookingCancel.payload.sequence + 1);
  });

  it('tells the artist when the client cancels, only if they want cancellation emails', () => {
    const byClient = { ...bookingCancel.payload, by: 'client' as const };
    const [email] = plan('booking.cancelled', { ...bookingCancel, payload: byClient });
    expect(email).toMatchObject({ to: 'artist@example.com', locale: 'fr' });
    expect(email?.content.subject).toBe('Camille a annulé son rendez-vous');
    const quiet = { ...byClient, artist: { ...byClient.artist, notifyCancellations: false } };
    expect(plan('booking.cancelled', { ...bookingCancel, payload: quiet })).toEqual([]);
  });
});

describe('payment.updated', () => {
  it('sends the client a receipt when the deposit is marked received', () => {
    const [email] = plan('payment.updated', payment);
    expect(email).toMatchObject({ template: 'payment-deposit', to: 'camille@example.com' });
    expect(email?.content.subject).toBe('Ink Master received your deposit');
    expect(email?.content.text).toContain('Your deposit of €50');
  });

  it('sends a receipt when paid in full, and nothing for a note or a correction', () => {
    const total = {
      ...payment.payload,
      previousState: 'DEPOSIT-PAID' as const,
      paymentState: 'TOTAL-PAID' as const,
    };
    expect(plan('payment.updated', { ...payment, payload: total })[0]?.template).toBe('payment-total');
    const note = {
      ...payment.payload,
      previousState: 'DEPOSIT-PAID' as const,
      paymentState: 'DEPOSIT-PAID' as const,
    };
    expect(plan('payment.updated', { ...payment, payload: note })).toEqual([]);
    const back = {
      ...payment.payload,
      previousState: 'DEPOSIT-PAID' as const,
      paymentState: 'WAITING-FOR-DEPOSIT' as const,
    };
    expect(plan('payment.updated', { ...payment, payload: back })).toEqual([]);
  });
});

describe('email idempotency', () => {
  it('keys each send by event and recipient, whatever the case of the address', () => {
    expect(emailEffectKey('event-1', ' Camille@Example.com ')).toBe('event-1:camille@example.com');
  });

  it('plans at most one email per recipient of an event', () => {
    const payload = {
      ...bookingCancel.payload,
      by: 'client' as const,
      artist: { ...bookingCancel.payload.artist, email: 'CAMILLE@example.com' },
    };
    const self = { ...payload, client: { ...payload.client, email: 'camille@example.com' } };
    expect(plan('booking.cancelled', { ...bookingCancel, payload: self })).toHaveLength(1);
  });
});
