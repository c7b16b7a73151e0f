import { requestCreated } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import type { Schedule } from '#functions/lib/artist-schedule.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { requestMonthOf, requestsThisMonth, requestUsage } from '#shared/domain/booking/reservation-rules.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';
import type { requestProjectOf } from './request-project.ts';
import type { RequestWrite } from './write-request.ts';

export type RequestProject = ReturnType<typeof requestProjectOf>;
export type RequestLocation = { shopName: string; city: string };

/**
 * `request.created` for a request reaching the artist: sent by a signed-in client, or confirmed by
 * email (ADR 0067). From here everything works as before: the artist's inbox, the client's
 * confirmation with the summary, the artist's new-request email, the statistics.
 */
export function requestCreatedEvent(input: {
  request: RequestWrite['request'];
  artist: Schedule['artist'];
  project: RequestProject;
  location?: RequestLocation | undefined;
  correlationId: string;
  now: Date;
  /** Drawn in a draw opening (ADR 0096). */
  drawn?: boolean;
}) {
  const { request, artist, now } = input;
  return outboxItem(
    requestCreated,
    {
      requestId: request.requestId,
      artistId: request.artistId,
      pseudo: artist.pseudo,
      projectType: request.projectType,
      ...(request.flashId && { flashId: request.flashId }),
      referenceImageCount: request.referenceImageIds.length,
      slot: slotViewOf(request, artist),
      ...(input.location && { location: input.location }),
      project: input.project,
      ...(input.drawn && { drawn: true }),
      client: {
        firstName: request.clientFirstName,
        lastName: request.clientLastName,
        email: request.clientEmail,
        locale: request.locale,
      },
      artist: {
        email: artist.email,
        locale: artist.locale,
        displayName: artist.displayName,
        notifyBookingRequests: artist.notifyBookingRequests ?? true,
        // The counter this request's transaction adds one to (a concurrent request may share it).
        requestLimit: thisRequestUsage(artist, now),
      },
    },
    { correlationId: input.correlationId, now },
  );
}

/** The month's count this request's transaction makes (a concurrent request may share it), and the limit. */
function thisRequestUsage(artist: Parameters<typeof requestsThisMonth>[0], now: Date) {
  const { used, max } = requestUsage(
    {
      ...artist,
      requestCount: requestsThisMonth(artist, now) + 1,
      requestMonth: requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE),
    },
    now,
  );
  return { used, max };
}
