import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { vapidKeys } from '#functions/lib/push/vapid-keys.ts';
import { pushRoutes } from '#shared/api/routes/push.ts';
import { pushSettingsOf } from '#shared/domain/push/push-settings.ts';
import { myAccount } from './my-account.ts';

/**
 * The caller's devices subscribed to push notifications (oldest first), what they are told, and
 * the VAPID public key a browser subscribes with (ADR 0098).
 */
export const handler = httpHandler(pushRoutes.getMyPushDevices, async ({ caller }) => {
  const artist = await myAccount(caller);
  const [{ data }, { publicKey }] = await Promise.all([
    getDb().entities.pushDevice.query.byArtist({ artistId: artist.artistId }).go({ pages: 'all' }),
    vapidKeys(),
  ]);
  const devices = data
    .map(({ deviceId, name, createdAt }) => ({ deviceId, name, createdAt }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { publicKey, devices, settings: pushSettingsOf(artist) };
});
