import { routeGroup } from '../../lib/route-group.ts';
import { handler as createBookingRequest } from './create-booking-request.ts';

export const handler = routeGroup('requests', { createBookingRequest });
