import { CONSENT_LIMITS, type ConsentSettings } from './consent-settings.ts';
import { defaultConsentForms } from './defaults/index.ts';
import type { ConsentFormTemplate, ConsentJurisdiction } from './form-template.ts';

/** A jurisdiction's default form, as written in `./defaults/` (a deep copy: the artist edits theirs). */
export function defaultConsentForm(jurisdiction: ConsentJurisdiction): ConsentFormTemplate {
  return structuredClone(defaultConsentForms[jurisdiction]);
}

/** The settings of an artist who never saved any: consent off, the jurisdiction's form, the defaults. */
export function defaultConsentSettings(jurisdiction: ConsentJurisdiction): ConsentSettings {
  const form = defaultConsentForm(jurisdiction);
  return {
    enabled: false,
    deadlineHours: CONSENT_LIMITS.deadlineHours.default,
    guardianAllowed: form.guardianPermittedByLaw && form.guardianAllowedByDefault,
    retentionYears: CONSENT_LIMITS.retentionYears.default,
    form,
  };
}

/** The jurisdiction whose default an artist starts from: their country's if it has one, else France. */
export function jurisdictionOfCountry(country: string | undefined): ConsentJurisdiction {
  const upper = country?.toUpperCase();
  if (upper === 'ES' || upper === 'GB' || upper === 'US') return upper;
  return 'FR';
}
