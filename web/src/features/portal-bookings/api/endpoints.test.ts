import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createPortalDepositCheckoutEndpoint } from './create-portal-deposit-checkout.ts';
import { listPortalBookingsEndpoint } from './list-portal-bookings.ts';

/** The endpoint file copies method and path from the route table (importing it would bring zod). */
describe('the portal bookings endpoint', () => {
  it('listPortalBookings matches shared/api/routes.ts', () => {
    const route = routes.listPortalBookings;
    expect({ method: route.method, path: route.path }).toEqual(listPortalBookingsEndpoint);
  });
  it('createPortalDepositCheckout matches shared/api/routes.ts', () => {
    const route = routes.createPortalDepositCheckout;
    expect({ method: route.method, path: route.path }).toEqual(createPortalDepositCheckoutEndpoint);
  });
});
