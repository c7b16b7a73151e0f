import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as deleteMyAccount } from './delete-my-account.ts';

export const handler = routeGroup('account', { deleteMyAccount });
