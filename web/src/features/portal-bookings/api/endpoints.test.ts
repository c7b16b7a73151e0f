import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { cancelPortalBookingEndpoint } from './cancel-portal-booking.ts';
import { createPortalDepositCheckoutEndpoint } from './create-portal-deposit-checkout.ts';
import { getOpenSlotsEndpoint } from './get-open-slots.ts';
import { joinPortalWaitlistEndpoint } from './join-portal-waitlist.ts';
import { leavePortalWaitlistEndpoint } from './leave-portal-waitlist.ts';
import { listPortalBookingsEndpoint } from './list-portal-bookings.ts';
import { movePortalBookingEndpoint } from './move-portal-booking.ts';
import { takePortalOfferEndpoint } from './take-portal-offer.ts';

/** The endpoint file copies method and path from the route table (importing it would bring zod). */
describe('the portal bookings endpoint', () => {
  it('listPortalBookings matches shared/api/routes.ts', () => {
    const route = routes.listPortalBookings;
    expect({ method: route.method, path: route.path }).toEqual(listPortalBookingsEndpoint);
  });
  it('movePortalBooking and getArtistSlots match shared/api/routes.ts', () => {
    for (const [route, endpoint] of [
      [routes.movePortalBooking, movePortalBookingEndpoint],
      [routes.getArtistSlots, getOpenSlotsEndpoint],
    ] as const)
      expect({ method: route.method, path: route.path }).toEqual(endpoint);
  });
  it('cancelPortalBooking matches shared/api/routes.ts', () => {
    const route = routes.cancelPortalBooking;
    expect({ method: route.method, path: route.path }).toEqual(cancelPortalBookingEndpoint);
  });
  it('createPortalDepositCheckout matches shared/api/routes.ts', () => {
    const route = routes.createPortalDepositCheckout;
    expect({ method: route.method, path: route.path }).toEqual(createPortalDepositCheckoutEndpoint);
  });
  it('the waitlist endpoints match shared/api/routes.ts', () => {
    for (const [route, endpoint] of [
      [routes.joinPortalWaitlist, joinPortalWaitlistEndpoint],
      [routes.leavePortalWaitlist, leavePortalWaitlistEndpoint],
      [routes.takePortalOffer, takePortalOfferEndpoint],
    ] as const)
      expect({ method: route.method, path: route.path }).toEqual(endpoint);
  });
});
