import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConsumerEvent } from '#events/consumers.ts';
import { parseDomainEvent } from '#events/read-event.ts';
import type { DomainEvent } from '#events/registry.ts';
import { pushNotification } from './push-notification.ts';

type PushType = ConsumerEvent<'push'>['detailType'];
/** Each detail type's contract fixture, parsed by the registry, with `payload` laid over it. */
const event = <D extends PushType>(detailType: D, payload: object = {}): DomainEvent<D> => {
  const detail = JSON.parse(
    readFileSync(new URL(`../../../events/fixtures/${detailType}/v1.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseDomainEvent(detailType, detail);
  Object.assign(parsed.envelope.payload, payload);
  return parsed;
};

describe('pushNotification', () => {
  it('says who asks in the artist’s language and opens the request', () => {
    const created = event('request.created', {
      client: { firstName: 'Camille', lastName: 'Roy', email: 'camille@example.com', locale: 'en' },
    });
    expect(pushNotification(created, 'fr')).toEqual({
      kind: 'request',
      artistId: '8f1d2c3b-0000-4000-8000-000000000001',
      title: 'Nouvelle demande',
      body: 'Camille Roy vous demande un rendez-vous',
      url: '/app/requests/0e9c3a52-7f1b-5d2e-8a40-6b1c2d3e4f50',
      tag: 'request:0e9c3a52-7f1b-5d2e-8a40-6b1c2d3e4f50',
    });
    expect(pushNotification(created, 'es')).toMatchObject({
      title: 'Nueva solicitud',
      body: 'Camille Roy te pide una cita',
    });
  });

  it('quotes a client’s message, cut when long, and opens the conversation; an artist’s own is not pushed', () => {
    const long = event('message.sent', { sender: 'client', preview: 'a'.repeat(200) });
    const notification = pushNotification(long, 'en', 'Léa Martin');
    expect(notification).toMatchObject({ kind: 'message', title: 'Message from Léa Martin' });
    expect(notification?.body).toBe(`${'a'.repeat(119)}…`);
    expect(notification?.url).toBe(`/app/messages/${long.envelope.payload.conversationId}`);
    const photos = event('message.sent', { sender: 'client', preview: '', photoCount: 2 });
    expect(pushNotification(photos, 'es', 'Léa')?.body).toBe('2 fotos');
    expect(pushNotification(event('message.sent', { sender: 'artist' }), 'en')).toBeUndefined();
  });

  it('tells a deposit paid online, not one the artist marked themselves', () => {
    const paid = event('payment.updated', { paidOnline: true, paymentState: 'DEPOSIT-PAID' });
    expect(pushNotification(paid, 'en')).toMatchObject({
      kind: 'depositPaid',
      title: 'Deposit received',
      url: `/app/bookings/${paid.envelope.payload.bookingId}`,
    });
    const marked = event('payment.updated', { paymentState: 'DEPOSIT-PAID' });
    delete (marked.envelope.payload as { paidOnline?: true }).paidOnline;
    expect(pushNotification(marked, 'en')).toBeUndefined();
  });

  it('tells a client’s cancellation, not the artist’s own; and a consent signed, on the booking', () => {
    const byClient = event('booking.cancelled', { by: 'client' });
    expect(pushNotification(byClient, 'fr')).toMatchObject({
      kind: 'cancellation',
      title: 'Rendez-vous annulé',
    });
    expect(pushNotification(event('booking.cancelled', { by: 'artist' }), 'fr')).toBeUndefined();
    const signed = event('consent.signed');
    expect(pushNotification(signed, 'en')).toMatchObject({
      kind: 'consentSigned',
      url: `/app/bookings/${signed.envelope.payload.requestId}`,
    });
  });
});
