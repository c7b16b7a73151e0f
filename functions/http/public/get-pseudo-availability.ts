import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { onboardingRoutes } from '#shared/api/routes/onboarding.ts';
import { isPseudoFree } from '#shared/domain/account/pseudo-hold.ts';

/** Lets onboarding tell "taken" before submitting; the claim itself is still decided by the write. */
export const handler = httpHandler(onboardingRoutes.getPseudoAvailability, async ({ params }) => {
  const { data } = await getDb().entities.pseudoClaim.get({ pseudo: params.pseudo }).go();
  return { pseudo: params.pseudo, available: isPseudoFree(data, new Date()) };
});
