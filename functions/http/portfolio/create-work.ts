import { randomUUID } from 'node:crypto';
import { workCreated } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { toMyWork } from '#shared/domain/portfolio-items.ts';
import { checkImages } from './check-images.ts';
import { checkRoomFor } from './check-room.ts';
import { readyImageChecks } from './ready-image-checks.ts';

/**
 * Adds a realisation: its images (the caller's ready work images) in the given order. The work and
 * `work.created` are one transaction, which also checks that every image is still ready.
 */
export const handler = httpHandler(portfolioRoutes.createWork, async ({ body, caller, correlationId }) => {
  const { artistId } = await activeArtist(caller);
  const [images] = await Promise.all([
    checkImages(artistId, body.imageIds, 'work'),
    checkRoomFor('work', artistId),
  ]);
  const now = new Date().toISOString();
  const work = {
    artistId,
    workId: randomUUID(),
    title: body.title,
    type: body.type,
    imageIds: body.imageIds,
    createdAt: now,
    updatedAt: now,
  };
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...state } = work;
  const event = outboxItem(workCreated, state, { correlationId });

  const result = await getDb()
    .transaction.write(({ work: works, image, outboxEvent }) => [
      works.create(work).commit(),
      ...readyImageChecks(image, artistId, body.imageIds, 'work'),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return toMyWork(work, images);
});
