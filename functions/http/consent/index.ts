import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getConsentFormDefault } from './get-consent-form-default.ts';
import { handler as getMyBookingConsent } from './get-my-booking-consent.ts';
import { handler as getMyBookingConsentPdf } from './get-my-booking-consent-pdf.ts';
import { handler as getMyConsentForm } from './get-my-consent-form.ts';
import { handler as getPortalConsent } from './get-portal-consent.ts';
import { handler as getPortalConsentPdf } from './get-portal-consent-pdf.ts';
import { handler as listMyConsentStatuses } from './list-my-consent-statuses.ts';
import { handler as saveMyConsentForm } from './save-my-consent-form.ts';
import { handler as signPortalConsent } from './sign-portal-consent.ts';

export const handler = routeGroup('consent', {
  getMyConsentForm,
  saveMyConsentForm,
  getConsentFormDefault,
  getMyBookingConsent,
  getMyBookingConsentPdf,
  listMyConsentStatuses,
  getPortalConsent,
  signPortalConsent,
  getPortalConsentPdf,
});
