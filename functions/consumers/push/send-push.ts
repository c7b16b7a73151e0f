import webpush from 'web-push';
import type { ConsumerEvent } from '#events/consumers.ts';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { guardedFetch } from '#functions/lib/outbound/guarded-fetch.ts';
import { type VapidKeys, vapidKeys } from '#functions/lib/push/vapid-keys.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import type { PushDeviceItem } from '#shared/db/entities/push-device.ts';
import { mayPush, pushSettingsOf } from '#shared/domain/push/push-settings.ts';
import { type PushNotification, pushNotification } from './push-notification.ts';

const CONSUMER = 'push';
/** Marks are kept 7 days: longer than any redelivery of the queue. */
const MARK_SECONDS = 7 * 24 * 60 * 60;
/** How long a push service keeps a notification for a device that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service's answer is a few bytes; what is more is not read. */
const MAX_ANSWER_BYTES = 4096;

type Sent = 'sent' | 'gone' | 'refused';

/** The artist's name for a message's sender: the conversation's (the event carries none). */
async function clientNameOf(event: ConsumerEvent<'push'>): Promise<string | undefined> {
  if (event.detailType !== 'message.sent' || event.envelope.payload.sender !== 'client') return undefined;
  const { data } = await getDb()
    .entities.conversation.get({ conversationId: event.envelope.payload.conversationId })
    .go();
  return data ? `${data.clientFirstName} ${data.clientLastName}`.trim() : undefined;
}

/**
 * One event's notification to each of the artist's devices (ADR 0098), when the artist wants that
 * kind and it is not their quiet hours (then it is dropped: the email and the app still have it).
 * Once per event and device: a mark (`processedEvent`) is written before the send, removed again
 * if the push service could not be reached so the queue's retry sends it; a device whose push
 * service answers 404 or 410 (unsubscribed, expired) is removed.
 */
async function pushEvent(event: ConsumerEvent<'push'>, now: Date): Promise<void> {
  const db = getDb();
  const artistId = event.envelope.payload.artistId;
  const { data: artist } = await db.entities.artist.get({ artistId }).go();
  if (!artist || artist.suspendedAt) return;
  const notification = pushNotification(event, artist.locale, await clientNameOf(event));
  if (!notification) return;
  if (!mayPush(notification.kind, pushSettingsOf(artist), now, artist.timezone)) return;
  const { data: devices } = await db.entities.pushDevice.query.byArtist({ artistId }).go({ pages: 'all' });
  if (devices.length === 0) return;
  const keys = await vapidKeys();
  const failures: string[] = [];
  for (const device of devices) {
    const effectKey = `${event.envelope.metadata.id}:${device.deviceId}`;
    if (!(await mark(effectKey, now))) continue;
    const outcome = await send(device, notification, keys).catch((error: unknown) => {
      failures.push(`${device.deviceId}: ${(error as Error).message}`);
      return undefined;
    });
    if (!outcome) await db.entities.processedEvent.delete({ consumer: CONSUMER, effectKey }).go();
    if (outcome === 'gone') await db.entities.pushDevice.delete({ artistId, deviceId: device.deviceId }).go();
  }
  if (failures.length > 0) throw new Error(`push not delivered, will be retried: ${failures.join('; ')}`);
}

/** Claims one event's send to one device; false when it was claimed before (a redelivery). */
async function mark(effectKey: string, now: Date): Promise<boolean> {
  const expiresAt = Math.floor(now.getTime() / 1000) + MARK_SECONDS;
  try {
    await getDb().entities.processedEvent.create({ consumer: CONSUMER, effectKey, expiresAt }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The notification, encrypted for the device (RFC 8291) and signed (VAPID, RFC 8292) by web-push,
 * sent through the guarded client: the endpoint is an address the artist's browser gave. Throws
 * when the push service could not take it (unreachable, 429, 5xx): the queue retries.
 */
async function send(device: PushDeviceItem, notification: PushNotification, keys: VapidKeys): Promise<Sent> {
  const { title, body, url, tag } = notification;
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify({ title, body, url, tag }),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
    },
  );
  const answer = await guardedFetch(request.endpoint, {
    maxBytes: MAX_ANSWER_BYTES,
    headers: request.headers as Record<string, string>,
    body: request.body ?? new Uint8Array(),
  });
  if (answer.ok) return 'sent';
  const status = answer.status ?? 0;
  if (status === 404 || status === 410) return 'gone';
  if (answer.failure === 'refused' || (status >= 400 && status < 500 && status !== 429)) {
    logger.warn('push refused', {
      deviceId: device.deviceId,
      failure: answer.failure,
      detail: answer.detail,
    });
    return 'refused';
  }
  throw new Error(`${answer.failure} ${answer.detail ?? ''}`.trim());
}

/** The `push` consumer, fed by its SQS queue: a failed record is retried by SQS. */
export const handler = queueConsumer(
  CONSUMER,
  (event) => pushEvent(event, new Date()),
  'push notification failed, will be retried',
);
