import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createMyBillingPortalEndpoint } from './create-my-billing-portal.ts';
import { createMyCheckoutEndpoint } from './create-my-checkout.ts';

describe('the billing endpoints', () => {
  it.each([
    ['createMyCheckout', createMyCheckoutEndpoint],
    ['createMyBillingPortal', createMyBillingPortalEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
