import useSWR from 'swr';
import type {
  ConsentFormDefault,
  MyConsentForm,
  SaveConsentFormInput,
} from '#shared/api/contracts/consent.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';
import type { ConsentJurisdiction } from '#shared/domain/consent/form-template.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/consent-form` (`getMyConsentForm`): the artist's latest version, or their country's default. */
export function useMyConsentForm() {
  return useSWR<MyConsentForm, ApiError>(
    consentEndpoints.getMyConsentForm.path,
    (path: string) => artistApi.get<MyConsentForm>(path),
    { revalidateOnFocus: false },
  );
}

/** `PUT /me/consent-form` (`saveMyConsentForm`): the next version; 409 when another save came first. */
export function saveMyConsentForm(body: SaveConsentFormInput): Promise<MyConsentForm> {
  return artistApi.put<MyConsentForm>(consentEndpoints.saveMyConsentForm.path, body);
}

/** `GET /me/consent-form/defaults/{jurisdiction}` (`getConsentFormDefault`): a jurisdiction's default form. */
export function getConsentFormDefault(jurisdiction: ConsentJurisdiction): Promise<ConsentFormDefault> {
  return artistApi.get<ConsentFormDefault>(
    apiPath(consentEndpoints.getConsentFormDefault.path, { jurisdiction }),
  );
}
