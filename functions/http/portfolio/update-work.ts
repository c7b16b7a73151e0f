import { workUpdated } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { toMyWork } from '#shared/domain/portfolio-items.ts';
import { checkImages } from './check-images.ts';
import { readyImageChecks } from './ready-image-checks.ts';
import { transactionFailure } from './transaction-failure.ts';

/**
 * Replaces a realisation's title, type and images (their order is the display order). Only the
 * caller's own work is found (404 otherwise); the change and `work.updated` are one transaction.
 */
export const handler = httpHandler(
  portfolioRoutes.updateWork,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = await activeArtist(caller);
    const key = { artistId, workId: params.workId };
    const db = getDb();
    const { data: existing } = await db.entities.work.get(key).go();
    if (!existing) throw new ApiError(404, 'not_found');
    const images = await checkImages(artistId, body.imageIds, 'work');
    const changes = {
      title: body.title,
      type: body.type,
      imageIds: body.imageIds,
      updatedAt: new Date().toISOString(),
    };
    const { updatedAt: _updatedAt, ...state } = changes;
    const event = outboxItem(workUpdated, { ...key, ...state }, { correlationId });

    const result = await db.transaction
      .write(({ work, image, outboxEvent }) => [
        work.patch(key).set(changes).commit(),
        ...readyImageChecks(image, artistId, body.imageIds, 'work'),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw transactionFailure(result.data);
    return toMyWork({ ...existing, ...changes }, images);
  },
);
