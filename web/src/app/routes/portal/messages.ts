import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { portalBookings } from './messages/bookings.ts';
import { portalRequests } from './messages/requests.ts';
import { portalSignInAndProfile } from './messages/sign-in-and-profile.ts';

/**
 * The client portal: `web.portal.*`. Each section its own catalogue, loaded with the pages that show it
 * (`withSectionMessages`).
 */
export const lazyMessages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  portal: joinMessages(portalRequests, portalBookings, portalSignInAndProfile),
});
