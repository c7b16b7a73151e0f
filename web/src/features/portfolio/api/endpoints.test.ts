import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createFlashEndpoint } from './create-flash.ts';
import { createWorkEndpoint } from './create-work.ts';
import { deleteFlashEndpoint } from './delete-flash.ts';
import { deleteWorkEndpoint } from './delete-work.ts';
import { getMyFlashEndpoint } from './get-my-flash.ts';
import { getMyWorkEndpoint } from './get-my-work.ts';
import { listMyFlashesEndpoint } from './list-my-flashes.ts';
import { listMyWorksEndpoint } from './list-my-works.ts';
import { updateFlashEndpoint } from './update-flash.ts';
import { updateWorkEndpoint } from './update-work.ts';

/** The portfolio endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the portfolio endpoints the SPA calls', () => {
  it.each([
    ['listMyFlashes', listMyFlashesEndpoint],
    ['createFlash', createFlashEndpoint],
    ['getMyFlash', getMyFlashEndpoint],
    ['updateFlash', updateFlashEndpoint],
    ['deleteFlash', deleteFlashEndpoint],
    ['listMyWorks', listMyWorksEndpoint],
    ['createWork', createWorkEndpoint],
    ['getMyWork', getMyWorkEndpoint],
    ['updateWork', updateWorkEndpoint],
    ['deleteWork', deleteWorkEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
