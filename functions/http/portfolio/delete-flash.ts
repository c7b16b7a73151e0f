import { flashDeleted } from '#events/definitions/portfolio.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { transactionFailure } from './transaction-failure.ts';

/**
 * Removes one of the caller's flashes (404 if it has none by this id) with `flash.deleted`, in one
 * transaction. Its images stay the artist's (they may be used again).
 */
export const handler = httpHandler(portfolioRoutes.deleteFlash, async ({ params, caller, correlationId }) => {
  const { artistId } = await activeArtist(caller);
  const key = { artistId, flashId: params.flashId };
  const event = outboxItem(flashDeleted, key, { correlationId });
  const result = await getDb()
    .transaction.write(({ flash, outboxEvent }) => [
      flash.remove(key).commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled) throw transactionFailure(result.data);
  return { flashId: params.flashId };
});
