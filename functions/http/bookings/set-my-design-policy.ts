import { getDb } from '#functions/lib/db.ts';
import { takesPaymentsOnline } from '#functions/lib/designs/design-items.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';
import { designPolicySettingsOf } from './get-my-design-policy.ts';

/**
 * `PUT /me/design-policy` (ADR 0090). A price for extra revisions needs online payments (the
 * artist's Stripe account taking cards, ADR 0057): else 400 `design_payments_required`, nothing
 * saved. Designs already shared keep the policy they were shared under.
 */
export const handler = httpHandler(designRoutes.setMyDesignPolicy, async ({ body, caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  if (body.revisionPriceCents > 0 && !takesPaymentsOnline(artist))
    throw new ApiError(400, 'design_payments_required');
  await db.entities.artist.patch({ artistId }).set({ designPolicy: body }).go();
  return designPolicySettingsOf({ ...artist, designPolicy: body });
});
