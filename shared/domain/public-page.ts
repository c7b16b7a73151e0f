import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { ProfileLink, Residency } from '#shared/api/contracts/profile.ts';
import { canonicalTimeZone, DEFAULT_TIMEZONE } from './artist-profile.ts';
import { type DepositPolicy, depositPolicyOf } from './billing/deposit-policy.ts';
import { acceptsRequests, requestsReopenOn } from './booking/reservation-rules.ts';
import { type Features, featuresOf } from './features.ts';
import { localDate } from './local-time.ts';
import {
  type FlashItem,
  indexImages,
  type PortfolioImageItem,
  publicFlashes,
  publicWorks,
  type WorkItem,
} from './portfolio-public.ts';
import { DEFAULT_PREFERENCES, DEFAULT_RESERVATIONS, type HourFormat, type Unit } from './preferences.ts';
import { knownStyles } from './profile-rules.ts';
import { publicImageIfReady } from './public-image.ts';
import { publicTravels, type TravelRecord } from './travels.ts';

/** What the public page reads of the artist item (older items may lack the newer attributes). */
interface ArtistPageItem {
  artistId: string;
  pseudo: string;
  displayName: string;
  bio?: string | undefined;
  timezone?: string | undefined;
  plan: 'free' | 'pro';
  avatarImageId?: string | undefined;
  bannerImageId?: string | undefined;
  residency?: Residency | undefined;
  links?: readonly ProfileLink[] | undefined;
  styles?: readonly string[] | undefined;
  unit?: Unit | undefined;
  hourFormat?: HourFormat | undefined;
  openRequests?: boolean | undefined;
  openCustom?: boolean | undefined;
  openTouchups?: boolean | undefined;
  requestCount?: number | undefined;
  requestMonth?: string | undefined;
  features?: Partial<Features> | undefined;
  depositPolicy?: Partial<DepositPolicy> | undefined;
}

/** The items of one artist page collection (`db.collections.artistPage({ artistId })`). */
export interface ArtistPageItems {
  artist: ArtistPageItem;
  travels: readonly TravelRecord[];
  images: readonly PortfolioImageItem[];
  flashes: readonly FlashItem[];
  works: readonly WorkItem[];
}

/** The artist's local day of `now`, in the artist's time zone (Paris when it is missing or unknown). */
export function artistToday(timezone: string | undefined, now: Date): string {
  return localDate(now, (timezone && canonicalTimeZone(timezone)) || DEFAULT_TIMEZONE);
}

/**
 * The whole public page of an artist from the items of its collection: the profile with its ready
 * images, reservations, upcoming and ongoing travels without their address, flashes and works. Images
 * that are not ready (or not the artist's) are left out, so the page never shows a broken picture.
 */
export function buildPublicPage(items: ArtistPageItems, now: Date): PublicProfile {
  const { artist } = items;
  const features = featuresOf(artist);
  const images = indexImages(items.images);
  const image = (imageId: string | undefined) => {
    const item = imageId ? images.get(imageId) : undefined;
    return item && item.artistId === artist.artistId ? publicImageIfReady(item) : undefined;
  };
  const avatar = image(artist.avatarImageId);
  const reopensOn = requestsReopenOn(artist, now);
  const banner = image(artist.bannerImageId);
  return {
    pseudo: artist.pseudo,
    displayName: artist.displayName,
    ...(artist.bio && { bio: artist.bio }),
    ...(avatar && { avatar }),
    ...(banner && { banner }),
    ...(artist.residency && { residency: artist.residency }),
    links: [...(artist.links ?? [])],
    styles: knownStyles(artist.styles),
    plan: artist.plan,
    reservations: {
      // Closed too once the Free plan's request limit is reached (the booking-closed state).
      requests: acceptsRequests(artist, now),
      custom: artist.openCustom ?? DEFAULT_RESERVATIONS.openCustom,
      touchups: artist.openTouchups ?? DEFAULT_RESERVATIONS.openTouchups,
      ...(reopensOn && { reopensOn }),
    },
    unit: artist.unit ?? DEFAULT_PREFERENCES.unit,
    hourFormat: artist.hourFormat ?? DEFAULT_PREFERENCES.hourFormat,
    // Shown to the client before they send a request (issue 14).
    depositPolicy: depositPolicyOf(artist),
    // Travels and works the artist switched off are not on the page (nor on its own pages).
    travels: features.publicTravels ? publicTravels(items.travels, artistToday(artist.timezone, now)) : [],
    flashes: publicFlashes(items.flashes, images),
    works: features.publicWorks ? publicWorks(items.works, images) : [],
  };
}
