import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { openingAlertRoutes } from '#shared/api/routes/opening-alerts.ts';
import { OPENING_WATCH, watchState } from '#shared/domain/booking/opening-watch.ts';
import { alertKeys, alertView, readAlert } from './opening-alert.ts';

/**
 * `POST /portal/opening-alerts/{artistId}/{openingId}/confirm` (ADR 0100): the address's owner,
 * signed in by the confirmation email's link (or a code), confirms it: only a confirmed address is
 * told at the start. The mark and the tally's `confirmed` in one transaction, only if unconfirmed,
 * so confirming twice counts once. No ask for this address: `none`; the opening over: 409.
 */
export const handler = httpHandler(openingAlertRoutes.confirmOpeningAlert, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const keys = alertKeys(params, email);
  const read = await readAlert(keys);
  const { watch } = read;
  if (!watch) return alertView(read);
  const state = watchState(watch);
  if (state === 'confirmed' || state === 'told') return alertView(read);
  const now = new Date();
  if (now.getTime() >= (watch.expiresAt - OPENING_WATCH.keptAfterCloseSeconds) * 1000)
    throw new ApiError(409, 'opening_closed');
  const at = now.toISOString();
  const result = await getDb()
    .transaction.write(({ openingWatch, openingWatchTally }) => [
      openingWatch
        .patch(keys)
        .set({ confirmedAt: at })
        .remove(['stoppedAt'])
        .where(({ confirmedAt, stoppedAt }, { notExists, eq }) =>
          watch.stoppedAt
            ? `${eq(stoppedAt, watch.stoppedAt)}`
            : `${notExists(confirmedAt)} AND ${notExists(stoppedAt)}`,
        )
        .commit(),
      openingWatchTally
        .update({ artistId: keys.artistId, openingId: keys.openingId })
        .add({ confirmed: 1 })
        .commit(),
    ])
    .go();
  if (result.canceled) return alertView(await readAlert(keys));
  return alertView(read, { confirmedAt: at, stoppedAt: undefined });
});
