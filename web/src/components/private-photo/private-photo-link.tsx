import './private-photo-link.css';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';

/**
 * A client's private photo of a booking as its artist sees it (the consent's ID photo, ADR 0088; the
 * healed tattoo, ADR 0101): a thumbnail opening the full image in a new tab, both behind the
 * five-minute presigned GETs the API signs for the booking's artist alone.
 */
export function PrivatePhotoLink({ photo, alt }: { photo: BookingPhotoLink; alt: string }) {
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer" className="private-photo__link">
      <img
        src={photo.thumbnailUrl}
        alt={alt}
        width={photo.width}
        height={photo.height}
        className="private-photo__thumbnail"
      />
    </a>
  );
}
