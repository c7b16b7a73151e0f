import useSWR from 'swr';
import type { ConsentPdfLink, PortalConsent, SignConsentInput } from '#shared/api/contracts/consent.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

const consentPath = (bookingId: string) => apiPath(consentEndpoints.getPortalConsent.path, { bookingId });

/** `GET /portal/bookings/{bookingId}/consent` (`getPortalConsent`): the form to sign, or what was signed. */
export function usePortalConsent(bookingId: string) {
  return useSWR<PortalConsent, ApiError>(
    consentPath(bookingId),
    (path: string) => portalApi.get<PortalConsent>(path),
    {
      revalidateOnFocus: false,
    },
  );
}

/** `POST /portal/bookings/{bookingId}/consent` (`signPortalConsent`): signs once (409 the second time). */
export function signPortalConsent(bookingId: string, body: SignConsentInput): Promise<PortalConsent> {
  return portalApi.post<PortalConsent>(apiPath(consentEndpoints.signPortalConsent.path, { bookingId }), body);
}

/** `GET /portal/bookings/{bookingId}/consent/pdf` (`getPortalConsentPdf`): a five-minute download link. */
export function getPortalConsentPdf(bookingId: string): Promise<ConsentPdfLink> {
  return portalApi.get<ConsentPdfLink>(apiPath(consentEndpoints.getPortalConsentPdf.path, { bookingId }));
}
