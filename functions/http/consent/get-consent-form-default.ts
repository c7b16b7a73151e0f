import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';
import { defaultConsentForm } from '#shared/domain/consent/default-settings.ts';

/** `GET /me/consent-form/defaults/{jurisdiction}`: a jurisdiction's default form, for the editor to start over from. */
export const handler = httpHandler(consentRoutes.getConsentFormDefault, async ({ params, caller }) => {
  requireArtist(caller);
  return { form: defaultConsentForm(params.jurisdiction) };
});
