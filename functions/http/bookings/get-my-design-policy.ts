import { getDb } from '#functions/lib/db.ts';
import { designPolicyOf, takesPaymentsOnline } from '#functions/lib/designs/design-items.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import { artistCurrency } from '#shared/domain/money.ts';

/** The settings' view of the policy: the policy, the currency, whether online payments are set up. */
export function designPolicySettingsOf(artist: ArtistItem) {
  return {
    ...designPolicyOf(artist),
    currency: artistCurrency(artist),
    paymentsReady: takesPaymentsOnline(artist),
  };
}

/** `GET /me/design-policy` (ADR 0090): revisions included, an extra one's price, days to answer. */
export const handler = httpHandler(designRoutes.getMyDesignPolicy, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go();
  if (!artist) throw new ApiError(404, 'not_found');
  return designPolicySettingsOf(artist);
});
