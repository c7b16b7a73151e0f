import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { DesignSubject } from './design-subjects.ts';

/** What every design event carries of its request or booking, client and artist (events/definitions/designs.ts). */
export function designEventBase(subject: DesignSubject, artist: ArtistItem, version: number) {
  const { item } = subject;
  return {
    requestId: subject.on === 'booking' ? subject.item.bookingId : subject.item.requestId,
    artistId: item.artistId,
    pseudo: artist.pseudo,
    projectType: item.projectType,
    client: { firstName: item.clientFirstName, email: item.clientEmail, locale: item.locale },
    artist: { email: artist.email, locale: artist.locale, displayName: artist.displayName || artist.pseudo },
    version,
    on: subject.on,
  };
}
