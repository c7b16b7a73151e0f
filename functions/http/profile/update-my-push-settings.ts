import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { pushRoutes } from '#shared/api/routes/push.ts';
import { myAccount } from './my-account.ts';

/**
 * Replaces what the caller's devices are told (ADR 0098): the kinds turned off, the quiet hours
 * (`HH:MM` on the artist's clock; none when null).
 */
export const handler = httpHandler(pushRoutes.updateMyPushSettings, async ({ body, caller }) => {
  const { artistId } = await myAccount(caller);
  const off = [...new Set(body.off)];
  const patch = getDb().entities.artist.patch({ artistId });
  const withKinds = off.length > 0 ? patch.set({ pushOff: off }) : patch.remove(['pushOff']);
  await (body.quietHours
    ? withKinds.set({ quietFrom: body.quietHours.from, quietTo: body.quietHours.to })
    : withKinds.remove(['quietFrom', 'quietTo'])
  ).go();
  return { off, quietHours: body.quietHours };
});
