import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { logger } from '#functions/lib/logger.ts';
import { ApiError } from '#shared/api/errors.ts';
import { pushRoutes } from '#shared/api/routes/push.ts';
import { pushDeviceId } from '#shared/domain/push/device-id.ts';
import { myAccount } from './my-account.ts';

/** The most devices an artist keeps subscribed: a phone, a tablet, a few browsers. */
const MAX_DEVICES = 10;

/**
 * Why a push service's endpoint is refused at save time: not `https` (or an exact origin the stage
 * allows, the local push stand-in's), or credentials in it. Where it leads is checked at each send by
 * the guarded client (ADR 0065), which the consumer uses; the address policy's ipaddr.js would add
 * 13 KiB to this group for a check the send makes anyway.
 */
function endpointProblem(endpoint: string): string | undefined {
  const url = new URL(endpoint);
  if (env.outboundAllowedOrigins.has(url.origin)) return undefined;
  if (url.protocol !== 'https:') return `scheme ${url.protocol}`;
  if (url.username || url.password) return 'credentials in the address';
  return undefined;
}

/**
 * Subscribes a device of the caller's to push notifications (ADR 0098): the browser's subscription
 * and the name the artist gives it. The same browser again replaces its device (the id comes from
 * the endpoint). At most ten devices.
 */
export const handler = httpHandler(pushRoutes.addMyPushDevice, async ({ body, caller }) => {
  const { artistId } = await myAccount(caller);
  const { endpoint, keys } = body.subscription;
  const problem = endpointProblem(endpoint);
  if (problem) {
    logger.info('push endpoint refused', { artistId, problem });
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
