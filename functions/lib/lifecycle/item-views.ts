import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { LocationView, ProjectView, SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import type { SessionView } from '#shared/api/contracts/projects.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { TravelItem } from '#shared/db/entities/travel.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { balanceDueCents } from '#shared/domain/lifecycle/payment-state.ts';
import { slotSnapshotOf } from '#shared/domain/lifecycle/slot-view.ts';
import type { ArtistRefs } from './artist-refs.ts';

/** The fields requests and bookings share (the booking keeps its request's snapshot). */
export interface LifecycleItem {
  artistId: string;
  projectType: ProjectType;
  flashId?: string | undefined;
  placement: string;
  size: string;
  text?: string | undefined;
  referenceImageIds?: string[] | undefined;
  slotId: string;
  slotStart: string;
  slotEnd: string;
  travelId?: string | undefined;
}

/** The slot in its artist's time zone (the wall time named with the zone). */
export function slotViewOf(
  item: Pick<LifecycleItem, 'slotId' | 'slotStart' | 'slotEnd'>,
  artist: { timezone?: string | undefined; hourFormat?: '12' | '24' | undefined },
): SlotView {
  return slotSnapshotOf({
    slotId: item.slotId,
    slotStart: item.slotStart,
    slotEnd: item.slotEnd,
    timezone: scheduleZone(artist),
    hourFormat: artist.hourFormat,
  });
}

/**
 * Where the slot takes place when it falls in a travel: shop and city, and the street address only
 * when asked (spec: the client learns it once the request is accepted). Undefined at the residency
 * or when the travel no longer exists.
 */
export function locationViewOf(
  travel: TravelItem | undefined,
  options: { withAddress: boolean },
): LocationView | undefined {
  if (!travel) return undefined;
  return {
    travelId: travel.travelId,
    shopName: travel.shopName,
    city: travel.city,
    ...(options.withAddress && { address: travel.address }),
  };
}

/**
 * The project as the client described it: a flash named with its listed price (left out if the
 * flash was deleted since), and the reference images that are ready, each variant behind a
 * short-lived signed URL (never a public path: ADR 0072).
 */
export function projectViewOf(item: LifecycleItem, refs: ArtistRefs): ProjectView {
  const flash = refs.flash(item.artistId, item.flashId);
  const referenceImages = (item.referenceImageIds ?? []).flatMap((imageId): PublicImage[] => {
    const visible = refs.referenceImage(item.artistId, imageId);
    return visible ? [visible] : [];
  });
  return {
    projectType: item.projectType,
    ...(flash && {
      flash: {
        flashId: flash.flashId,
        title: flash.title,
        priceCents: flash.priceCents,
        currency: flash.currency,
      },
    }),
    placement: item.placement,
    size: item.size,
    text: item.text ?? '',
    referenceImages,
  };
}

/**
 * A booking's place in its project of several sessions (ADR 0093): its number of those planned, its
 * share of the project's deposit, and what is left to pay at it (less that share once held).
 */
export function sessionViewOf(booking: BookingItem): SessionView | undefined {
  const { session } = booking;
  if (!session) return undefined;
  return {
    projectId: session.projectId,
    number: session.number,
    planned: session.planned,
    depositRule: session.depositRule,
    depositCreditCents: session.depositCreditCents,
    projectDepositCents: session.projectDepositCents,
    balanceCents: balanceDueCents(booking),
  };
}
