import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as acceptPortalMove } from './accept-portal-move.ts';
import { handler as approvePortalDesign } from './approve-portal-design.ts';
import { handler as askPortalDesignChanges } from './ask-portal-design-changes.ts';
import { handler as bookPortalTouchUp } from './book-portal-touch-up.ts';
import { handler as cancelPortalBooking } from './cancel-portal-booking.ts';
import { handler as cancelPortalRequest } from './cancel-portal-request.ts';
import { handler as confirmOpeningAlert } from './confirm-opening-alert.ts';
import { handler as getOpeningAlert } from './get-opening-alert.ts';
import { handler as joinPortalWaitlist } from './join-portal-waitlist.ts';
import { handler as leavePortalWaitlist } from './leave-portal-waitlist.ts';
import { handler as listPortalBookings } from './list-portal-bookings.ts';
import { handler as listPortalDesigns } from './list-portal-designs.ts';
import { handler as listPortalRequests } from './list-portal-requests.ts';
import { handler as movePortalBooking } from './move-portal-booking.ts';
import { handler as pickPortalTime } from './pick-portal-time.ts';
import { handler as sendPortalHealedPhoto } from './send-portal-healed-photo.ts';
import { handler as stopOpeningAlert } from './stop-opening-alert.ts';
import { handler as takePortalOffer } from './take-portal-offer.ts';

export const handler = routeGroup('portal-bookings', {
  listPortalRequests,
  cancelPortalRequest,
  acceptPortalMove,
  pickPortalTime,
  listPortalBookings,
  cancelPortalBooking,
  movePortalBooking,
  bookPortalTouchUp,
  sendPortalHealedPhoto,
  joinPortalWaitlist,
  leavePortalWaitlist,
  takePortalOffer,
  listPortalDesigns,
  approvePortalDesign,
  askPortalDesignChanges,
  getOpeningAlert,
  confirmOpeningAlert,
  stopOpeningAlert,
});
