import { routeGroup } from '../../lib/route-group.ts';
import { handler as createBookingRequest } from './create-booking-request.ts';
import { handler as recordPageView } from './record-page-view.ts';

export const handler = routeGroup('requests', { createBookingRequest, recordPageView });
