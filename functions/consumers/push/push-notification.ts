import type { ConsumerEvent } from '#events/consumers.ts';
import type { PushKind } from '#shared/domain/push/push-settings.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { translator } from '#shared/i18n/push-translator.ts';

/** What a device shows: two short lines, and the screen a tap opens (a path of the app). */
export interface PushNotification {
  kind: PushKind;
  artistId: string;
  title: string;
  body: string;
  url: string;
  /** One notification per subject: a second message of a conversation replaces the first. */
  tag: string;
}

/** The longest part of a message a notification quotes (a lock screen shows two lines). */
const PREVIEW_CHARS = 120;

const fullName = (first: string, last?: string) => `${first} ${last ?? ''}`.trim();

/**
 * The notification an event gives the artist, in their language, or none: only what a client did
 * (a request, a message, a deposit paid online, a cancellation, a consent signed). `clientName`:
 * a message's sender as the conversation names them (the event carries no name).
 */
export function pushNotification(
  event: ConsumerEvent<'push'>,
  locale: Locale,
  clientName?: string,
): PushNotification | undefined {
  const t = translator(locale);
  switch (event.detailType) {
    case 'request.created': {
      const { requestId, artistId, client } = event.envelope.payload;
      const name = fullName(client.firstName, client.lastName);
      return {
        kind: 'request',
        artistId,
        title: t('push.request.title'),
        body: t('push.request.body', { name }),
        url: `/app/requests/${encodeURIComponent(requestId)}`,
        tag: `request:${requestId}`,
      };
    }
    case 'message.sent': {
      const { sender, artistId, conversationId, preview, photoCount } = event.envelope.payload;
      if (sender !== 'client') return undefined;
      const text = preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS - 1)}…` : preview;
      return {
        kind: 'message',
        artistId,
        title: t('push.message.title', { name: clientName ?? '' }).trim(),
        body: text || (photoCount ? t('push.message.photos', { count: photoCount }) : ''),
        url: `/app/messages/${encodeURIComponent(conversationId)}`,
        tag: `conversation:${conversationId}`,
      };
    }
    case 'payment.updated': {
      const { paidOnline, paymentState, artistId, bookingId, client } = event.envelope.payload;
      if (!paidOnline || paymentState !== 'DEPOSIT-PAID') return undefined;
      return bookingNotification('depositPaid', { artistId, bookingId, name: client.firstName }, t);
    }
    case 'request.cancelled': {
      const { artistId, requestId, client } = event.envelope.payload;
      return {
        kind: 'cancellation',
        artistId,
        title: t('push.requestCancelled.title'),
        body: t('push.requestCancelled.body', { name: client.firstName }),
        url: `/app/requests/${encodeURIComponent(requestId)}`,
        tag: `request:${requestId}`,
      };
    }
    case 'booking.cancelled': {
      const { by, artistId, bookingId, client } = event.envelope.payload;
      if (by !== 'client') return undefined;
      return bookingNotification('bookingCancelled', { artistId, bookingId, name: client.firstName }, t);
    }
    case 'consent.signed': {
      const { artistId, requestId, client } = event.envelope.payload;
      // A booking keeps its request's id.
      return bookingNotification(
        'consentSigned',
        { artistId, bookingId: requestId, name: client.firstName },
        t,
      );
    }
  }
}

function bookingNotification(
  key: 'depositPaid' | 'bookingCancelled' | 'consentSigned',
  subject: { artistId: string; bookingId: string; name: string },
  t: ReturnType<typeof translator>,
): PushNotification {
  return {
    kind: key === 'bookingCancelled' ? 'cancellation' : key,
    artistId: subject.artistId,
    title: t(`push.${key}.title`),
    body: t(`push.${key}.body`, { name: subject.name }),
    url: `/app/bookings/${encodeURIComponent(subject.bookingId)}`,
    tag: `booking:${subject.bookingId}`,
  };
}
