import { suggestionSubmitted } from '#events/definitions/support.ts';
import { outboxItem } from '#events/outbox.ts';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { countIn } from '#functions/lib/rate-limit/rate-limit.ts';
import { ApiError } from '#shared/api/errors.ts';
import { supportRoutes } from '#shared/api/routes/support.ts';
import { SUPPORT_SENDS, supportRateScope } from './rate-limit.ts';
import { suggestionView } from './suggestion-view.ts';

/**
 * `POST /me/suggestions`: a new suggestion waits in the lists, with `suggestion.submitted` through
 * the outbox (the team's email). Its id comes from the form: sending it again answers the same one.
 */
export const handler = httpHandler(
  supportRoutes.createSuggestion,
  async ({ body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const db = getDb();
    const existing = async () => {
      const { data } = await db.entities.suggestion.get({ suggestionId: body.suggestionId }).go();
      if (data && data.authorId !== artist.artistId) throw new ApiError(409, 'conflict');
      return data;
    };
    const found = await existing();
    if (found) return suggestionView(found, artist.artistId, false);

    const now = new Date();
    const item = {
      suggestionId: body.suggestionId,
      authorId: artist.artistId,
      title: body.title,
      description: body.description,
      status: 'waiting' as const,
      votes: 0,
      createdAt: now.toISOString(),
    };
    const event = outboxItem(
      suggestionSubmitted,
      {
        suggestionId: body.suggestionId,
        artistId: artist.artistId,
        pseudo: artist.pseudo,
        email: artist.email,
        locale: artist.locale,
        title: body.title,
        description: body.description,
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ suggestion, rateWindow, outboxEvent }) => [
        suggestion.create(item).commit(),
        countIn(rateWindow, supportRateScope(artist.artistId), SUPPORT_SENDS, now),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) {
      const raced = await existing();
      if (raced) return suggestionView(raced, artist.artistId, false);
      throw new ApiError(429, 'too_many_reports');
    }
    return suggestionView(item, artist.artistId, false);
  },
);
