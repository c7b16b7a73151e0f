import { getDb } from '#functions/lib/db.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { canonicalTimeZone, DEFAULT_TIMEZONE } from '#shared/domain/artist-profile.ts';
import { acceptedPolicy } from '#shared/domain/billing/deposit-policy.ts';
import { healedPhotoState } from '#shared/domain/booking/healed-photo.ts';

/**
 * The client's booking, its artist, and whether its healed photo may be sent now: the booking is
 * theirs (else 404), its policy asks for the photo (else 409 `healed_photo_not_asked`) and its day
 * came (else 409 `healed_photo_not_yet`).
 */
export async function bookingAskingHealedPhoto(
  email: string,
  bookingId: string,
  now: Date,
): Promise<{ booking: BookingItem; artist: ArtistItem }> {
  const booking = await readClientBooking(email, bookingId);
  const { data: artist } = await getDb().entities.artist.get({ artistId: booking.artistId }).go();
  if (!artist) throw new ApiError(404, 'not_found');
  // The artist's zone as their schedule reads it (functions/lib/artist-schedule.ts, not imported:
  // the media group carries no slot engine).
  const zone = (artist.timezone && canonicalTimeZone(artist.timezone)) || DEFAULT_TIMEZONE;
  const state = healedPhotoState(acceptedPolicy(booking, artist), booking, zone, now);
  if (!state.open) throw new ApiError(409, state.reason);
  return { booking, artist };
}
