import { flashUpdated } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { artistCurrency } from '#shared/domain/money.ts';
import { toMyFlash } from '#shared/domain/portfolio-items.ts';
import { checkImages } from './check-images.ts';
import { readyImageChecks } from './ready-image-checks.ts';
import { transactionFailure } from './transaction-failure.ts';

/**
 * Replaces a flash's title, dimensions, note, price (in the artist's current currency) and images.
 * Only the caller's own flash is found (404 otherwise); the change and `flash.updated` are one
 * transaction.
 */
export const handler = httpHandler(
  portfolioRoutes.updateFlash,
  async ({ params, body, caller, correlationId }) => {
    const artist = await activeArtist(caller);
    const key = { artistId: artist.artistId, flashId: params.flashId };
    const db = getDb();
    const { data: existing } = await db.entities.flash.get(key).go();
    if (!existing) throw new ApiError(404, 'not_found');
    const images = await checkImages(key.artistId, body.imageIds, 'flash');
    const changes = {
      title: body.title,
      lengthMm: body.lengthMm,
      widthMm: body.widthMm,
      priceCents: body.priceCents,
      currency: artistCurrency(artist),
      imageIds: body.imageIds,
      updatedAt: new Date().toISOString(),
    };
    const { updatedAt: _updatedAt, ...state } = changes;
    const event = outboxItem(flashUpdated, { ...key, ...state }, { correlationId });

    const result = await db.transaction
      .write(({ flash, image, outboxEvent }) => [
        body.note
          ? flash
              .patch(key)
              .set({ ...changes, note: body.note })
              .commit()
          : flash.patch(key).set(changes).remove(['note']).commit(),
        ...readyImageChecks(image, key.artistId, body.imageIds, 'flash'),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw transactionFailure(result.data);
    return toMyFlash({ ...existing, ...changes, note: body.note }, images);
  },
);
