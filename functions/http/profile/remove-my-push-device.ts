import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { pushRoutes } from '#shared/api/routes/push.ts';

/** Removes a device of the caller's from push notifications: 404 for anyone else's or one already gone. */
export const handler = httpHandler(pushRoutes.removeMyPushDevice, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const { deviceId } = params;
  try {
    await getDb()
      .entities.pushDevice.delete({ artistId, deviceId })
      .where(({ deviceId: id }, { exists }) => exists(id))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ApiError(404, 'not_found');
    throw error;
  }
  return { deviceId };
});
