import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as createFlash } from './create-flash.ts';
import { handler as createWork } from './create-work.ts';
import { handler as deleteFlash } from './delete-flash.ts';
import { handler as deleteWork } from './delete-work.ts';
import { handler as getMyFlash } from './get-my-flash.ts';
import { handler as getMyWork } from './get-my-work.ts';
import { handler as listMyFlashes } from './list-my-flashes.ts';
import { handler as listMyWorks } from './list-my-works.ts';
import { handler as updateFlash } from './update-flash.ts';
import { handler as updateWork } from './update-work.ts';

export const handler = routeGroup('portfolio', {
  listMyFlashes,
  createFlash,
  getMyFlash,
  updateFlash,
  deleteFlash,
  listMyWorks,
  createWork,
  getMyWork,
  updateWork,
  deleteWork,
});
