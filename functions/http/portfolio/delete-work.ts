import { workDeleted } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { transactionFailure } from './transaction-failure.ts';

/**
 * Removes one of the caller's realisations (404 if it has none by this id) with `work.deleted`, in
 * one transaction. Its images stay the artist's.
 */
export const handler = httpHandler(portfolioRoutes.deleteWork, async ({ params, caller, correlationId }) => {
  const { artistId } = await activeArtist(caller);
  const key = { artistId, workId: params.workId };
  const event = outboxItem(workDeleted, key, { correlationId });
  const result = await getDb()
    .transaction.write(({ work, outboxEvent }) => [
      work.remove(key).commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled) throw transactionFailure(result.data);
  return { workId: params.workId };
});
