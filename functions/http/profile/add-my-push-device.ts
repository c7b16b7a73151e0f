import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { logger } from '#functions/lib/logger.ts';
import { outboundAddressRefused } from '#functions/lib/outbound/guarded-fetch.ts';
import { ApiError } from '#shared/api/errors.ts';
import { pushRoutes } from '#shared/api/routes/push.ts';
import { pushDeviceId } from '#shared/domain/push/device-id.ts';
import { myAccount } from './my-account.ts';

/** The most devices an artist keeps subscribed: a phone, a tablet, a few browsers. */
const MAX_DEVICES = 10;

/**
 * Subscribes a device of the caller's to push notifications (ADR 0098): the browser's subscription
 * and the name the artist gives it. Its push service's endpoint is an address the caller gave, so it
 * is checked as any other (ADR 0065) and again at each send. The same browser again replaces its
 * device (the id comes from the endpoint). At most ten devices.
 */
export const handler = httpHandler(pushRoutes.addMyPushDevice, async ({ body, caller }) => {
  const { artistId } = await myAccount(caller);
  const { endpoint, keys } = body.subscription;
  const refusal = await outboundAddressRefused(endpoint);
  if (refusal) {
    logger.info('push endpoint refused', { artistId, reason: refusal.reason, detail: refusal.detail });
    throw new ApiError(400, 'validation_failed', [
      { path: 'subscription.endpoint', key: 'validation.invalidValue' },
    ]);
  }
  const db = getDb();
  const deviceId = pushDeviceId(endpoint);
  const { data: devices } = await db.entities.pushDevice.query.byArtist({ artistId }).go({ pages: 'all' });
  if (devices.length >= MAX_DEVICES && !devices.some((device) => device.deviceId === deviceId))
    throw new ApiError(409, 'push_devices_full');
  const { data } = await db.entities.pushDevice
    .put({ artistId, deviceId, endpoint, p256dh: keys.p256dh, auth: keys.auth, name: body.name })
    .go();
  return { deviceId, name: data.name, createdAt: data.createdAt };
});
