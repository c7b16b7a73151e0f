import { canonicalTimeZone, DEFAULT_TIMEZONE } from '../../shared/domain/artist-profile.ts';
import {
  engineAvailabilities,
  engineTravels,
  heldIntervals,
} from '../../shared/domain/booking/engine-input.ts';
import { DEFAULT_REQUEST_DELAY_MINUTES } from '../../shared/domain/booking/reservation-rules.ts';
import { SLICE_MINUTES } from '../../shared/domain/booking/slot-slices.ts';
import { bookableSlots } from '../../shared/domain/slots/bookable-slots.ts';
import type { BookableSlot } from '../../shared/domain/slots/types.ts';
import { getDb } from './db.ts';

/** The artist id behind a pseudo (`gsi1`), or undefined when nobody has it. */
export async function artistIdOfPseudo(pseudo: string): Promise<string | undefined> {
  const { data } = await getDb()
    .entities.artist.query.byPseudo({ pseudo })
    .go({ limit: 1, attributes: ['artistId'] });
  return data[0]?.artistId;
}

/**
 * An artist's page collection (profile, availabilities, travels, flashes, images, works: ONE query)
 * and the slices held in [from, to) (one range query of the same partition), read side by side.
 */
export async function loadSchedule(artistId: string, window: { from: Date; to: Date }) {
  const db = getDb();
  const sliceMs = SLICE_MINUTES * 60_000;
  const [page, holds] = await Promise.all([
    db.collections.artistPage({ artistId }).go({ pages: 'all' }),
    db.entities.slotHold.query
      .byArtist({ artistId })
      .between(
        { sliceStart: new Date(window.from.getTime() - sliceMs).toISOString() },
        { sliceStart: window.to.toISOString() },
      )
      .go({ pages: 'all', attributes: ['sliceStart'] }),
  ]);
  const artist = page.data.artist[0];
  if (!artist) return undefined;
  return { artist, page: page.data, holds: holds.data };
}

export type Schedule = NonNullable<Awaited<ReturnType<typeof loadSchedule>>>;

/** The artist's time zone, Paris when missing or unknown. */
export function scheduleZone(artist: { timezone?: string | undefined }): string {
  return (artist.timezone && canonicalTimeZone(artist.timezone)) || DEFAULT_TIMEZONE;
}

/** The bookable slots of a loaded schedule in a window (the engine: shared/domain/slots). */
export function scheduleSlots(
  schedule: Schedule,
  window: { from: Date; to: Date },
  now: Date,
  options: { requestDelayMinutes?: number; ignoreHolds?: boolean } = {},
): BookableSlot[] {
  const { artist, page, holds } = schedule;
  return bookableSlots({
    timeZone: scheduleZone(artist),
    ...engineAvailabilities(page.availability),
    taken: options.ignoreHolds ? [] : heldIntervals(holds),
    requestDelayMinutes:
      options.requestDelayMinutes ?? artist.requestDelayMinutes ?? DEFAULT_REQUEST_DELAY_MINUTES,
    travels: engineTravels(page.travel),
    window,
    now,
  });
}
