import { randomUUID } from 'node:crypto';
import { flashCreated } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { artistCurrency } from '#shared/domain/money.ts';
import { toMyFlash } from '#shared/domain/portfolio-items.ts';
import { checkImages } from './check-images.ts';
import { checkRoomFor } from './check-room.ts';
import { readyImageChecks } from './ready-image-checks.ts';

/**
 * Adds a flash: the images must be the caller's ready flash images; the price is in the artist's
 * currency. The flash and `flash.created` are one transaction, which also checks that every image is
 * still ready.
 */
export const handler = httpHandler(portfolioRoutes.createFlash, async ({ body, caller, correlationId }) => {
  const artist = await activeArtist(caller);
  const { artistId } = artist;
  const [images] = await Promise.all([
    checkImages(artistId, body.imageIds, 'flash'),
    checkRoomFor('flash', artistId),
  ]);
  const now = new Date().toISOString();
  const flash = {
    artistId,
    flashId: randomUUID(),
    title: body.title,
    lengthMm: body.lengthMm,
    widthMm: body.widthMm,
    ...(body.note && { note: body.note }),
    priceCents: body.priceCents,
    currency: artistCurrency(artist),
    imageIds: body.imageIds,
    createdAt: now,
    updatedAt: now,
  };
  const { note: _note, createdAt: _createdAt, updatedAt: _updatedAt, ...state } = flash;
  const event = outboxItem(flashCreated, state, { correlationId });

  const db = getDb();
  const result = await db.transaction
    .write(({ flash: flashes, image, outboxEvent }) => [
      flashes.create(flash).commit(),
      ...readyImageChecks(image, artistId, body.imageIds, 'flash'),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return toMyFlash(flash, images);
});
