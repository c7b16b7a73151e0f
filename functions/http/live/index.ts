import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as createMyLiveTicket } from './create-my-live-ticket.ts';
import { handler as createPortalLiveTicket } from './create-portal-live-ticket.ts';

export const handler = routeGroup('live', { createMyLiveTicket, createPortalLiveTicket });
