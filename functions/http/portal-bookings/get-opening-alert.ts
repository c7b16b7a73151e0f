import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { openingAlertRoutes } from '#shared/api/routes/opening-alerts.ts';
import { alertKeys, alertView, readAlert } from './opening-alert.ts';

/** `GET /portal/opening-alerts/{artistId}/{openingId}` (ADR 0100): the signed-in address's alert. */
export const handler = httpHandler(openingAlertRoutes.getOpeningAlert, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  return alertView(await readAlert(alertKeys(params, email)));
});
