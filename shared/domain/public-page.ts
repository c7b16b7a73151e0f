import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { ProfileLink, Residency } from '#shared/api/contracts/profile.ts';
import { canonicalTimeZone, DEFAULT_TIMEZONE } from './artist-profile.ts';
import { type DepositPolicy, depositPolicyOf } from './billing/deposit-policy.ts';
import { type Opening, openingState, takesRequests, typesOf, typeTakesRequests } from './booking/opening.ts';
import { type ProjectType, requestsReopenOn } from './booking/reservation-rules.ts';
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
  opening?: Opening | undefined;
  openingCount?: number | undefined;
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
  const opening = upcomingOpening(artist, now);
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
    reservations: reservationsOf(artist, now, reopensOn),
    ...(opening && { opening }),
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

/**
 * The reservation flags: closed once the Free plan's request limit is reached (the booking-closed
 * state); a book opening closes its types until it starts and opens them while it runs (ADR 0092).
 */
function reservationsOf(artist: ArtistPageItem, now: Date, reopensOn: string | undefined) {
  const takes = (type: ProjectType) => typeTakesRequests(artist, type, now);
  const opening = artist.opening && openingState(artist.opening, artist.openingCount ?? 0, now);
  const toggles = opening === undefined || opening === 'closed';
  return {
    requests: takesRequests(artist, now),
    custom: toggles ? (artist.openCustom ?? DEFAULT_RESERVATIONS.openCustom) : takes('custom'),
    touchups: toggles ? (artist.openTouchups ?? DEFAULT_RESERVATIONS.openTouchups) : takes('touchup'),
    ...(reopensOn && { reopensOn }),
  };
}

/** The opening the page announces or runs (a past one is not shown: the toggles speak again). */
function upcomingOpening(artist: ArtistPageItem, now: Date) {
  const { opening } = artist;
  if (!opening) return undefined;
  const state = openingState(opening, artist.openingCount ?? 0, now);
  if (state === 'closed') return undefined;
  const { startsAt, closesAt, cap, rule } = opening;
  return { startsAt, closesAt, cap, projectTypes: typesOf(opening), rule, state };
}
