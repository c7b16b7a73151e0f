import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createMyPaymentAccountLinkEndpoint } from './create-my-payment-account-link.ts';
import { getMyPaymentAccountEndpoint } from './get-my-payment-account.ts';

describe('the online deposits endpoints', () => {
  it.each([
    ['getMyPaymentAccount', getMyPaymentAccountEndpoint],
    ['createMyPaymentAccountLink', createMyPaymentAccountLinkEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
