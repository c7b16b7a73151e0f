import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as acceptMyRequest } from './accept-my-request.ts';
import { handler as askMyRequestClient } from './ask-my-request-client.ts';
import { handler as getMyRequest } from './get-my-request.ts';
import { handler as getMySlots } from './get-my-slots.ts';
import { handler as listMyRequests } from './list-my-requests.ts';
import { handler as moveMyRequest } from './move-my-request.ts';
import { handler as proposeMyRequestTimes } from './propose-my-request-times.ts';
import { handler as refuseMyRequest } from './refuse-my-request.ts';

export const handler = routeGroup('inbox', {
  listMyRequests,
  getMyRequest,
  acceptMyRequest,
  refuseMyRequest,
  moveMyRequest,
  proposeMyRequestTimes,
  askMyRequestClient,
  getMySlots,
});
