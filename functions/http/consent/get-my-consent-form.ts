import { latestConsentForm } from '#functions/lib/consent/consent-forms.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';
import { defaultConsentSettings, jurisdictionOfCountry } from '#shared/domain/consent/default-settings.ts';

/**
 * `GET /me/consent-form`: the artist's latest version, or (version 0, consent off) the default form of
 * their residency's country (France when it has none of the four).
 */
export const handler = httpHandler(consentRoutes.getMyConsentForm, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const latest = await latestConsentForm(artistId);
  if (latest) return latest;
  const { data: artist } = await getDb()
    .entities.artist.get({ artistId })
    .go({ attributes: ['residency'] });
  return { version: 0, settings: defaultConsentSettings(jurisdictionOfCountry(artist?.residency?.country)) };
});
