import { holdExpiresAt } from '#functions/lib/lifecycle/move-holds.ts';
import { requestMonthOf } from '#shared/domain/booking/reservation-rules.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';
import { type RequestLocation, type RequestProject, requestCreatedEvent } from './request-created-event.ts';
import { type RequestWrite, writeRequest } from './write-request.ts';

/**
 * A request kept aside until now reaches the artist: confirmed by its client (ADR 0067), or drawn
 * in a draw opening (ADR 0096). Now is when it was made, for the inbox and the month; its holds are
 * extended to their normal expiry and `request.created` goes with it (`writeRequest`).
 */
export async function writeKeptRequest(kept: {
  artist: Parameters<typeof requestCreatedEvent>[0]['artist'];
  stored: RequestWrite['request'];
  project: unknown;
  location: unknown;
  now: Date;
  correlationId: string;
  opening: RequestWrite['opening'];
  source: { confirming: true } | { drawn: { openingId: string } };
}) {
  const { artist, now } = kept;
  const at = now.toISOString();
  const request = { ...kept.stored, createdAt: at, updatedAt: at };
  const drawn = 'drawn' in kept.source;
  const outcome = await writeRequest({
    month: requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE),
    counterMonth: artist.requestMonth,
    now,
    request,
    slices: slotSlices(request.slotStart, request.slotEnd),
    holdExpiresAt: holdExpiresAt(request.slotEnd),
    event: requestCreatedEvent({
      request,
      artist,
      project: kept.project as RequestProject,
      location: kept.location as RequestLocation | undefined,
      correlationId: kept.correlationId,
      now,
      drawn,
    }),
    opening: kept.opening,
    ...kept.source,
  });
  return { request, outcome };
}
