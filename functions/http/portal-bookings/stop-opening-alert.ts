import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { openingAlertRoutes } from '#shared/api/routes/opening-alerts.ts';
import { alertKeys, alertView, readAlert } from './opening-alert.ts';

/**
 * `DELETE /portal/opening-alerts/{artistId}/{openingId}` (ADR 0100), every email's "stop" link: the
 * owner stops the alert. The item stays, marked `stoppedAt`, so a stranger asking again with the
 * address sends nothing more; a confirmed one leaves the tally's `confirmed` in the same
 * transaction. Stopping twice changes nothing.
 */
export const handler = httpHandler(openingAlertRoutes.stopOpeningAlert, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const keys = alertKeys(params, email);
  const read = await readAlert(keys);
  const { watch } = read;
  if (!watch || watch.stoppedAt) return alertView(read);
  const at = new Date().toISOString();
  const confirmed = Boolean(watch.confirmedAt);
  const result = await getDb()
    .transaction.write(({ openingWatch, openingWatchTally }) => [
      openingWatch
        .patch(keys)
        .set({ stoppedAt: at })
        .remove(['confirmedAt'])
        .where(({ stoppedAt, confirmedAt }, { notExists, eq }) =>
          confirmed
            ? `${notExists(stoppedAt)} AND ${eq(confirmedAt, watch.confirmedAt ?? '')}`
            : `${notExists(stoppedAt)} AND ${notExists(confirmedAt)}`,
        )
        .commit(),
      ...(confirmed
        ? [
            openingWatchTally
              .update({ artistId: keys.artistId, openingId: keys.openingId })
              .add({ confirmed: -1 })
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) return alertView(await readAlert(keys));
  return alertView(read, { stoppedAt: at });
});
