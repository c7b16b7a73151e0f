import type { ConsentFormTemplate, ConsentJurisdiction } from '#shared/domain/consent/form-template.ts';
import { spainConsentForm } from './es.ts';
import { franceConsentForm } from './fr.ts';
import { unitedKingdomConsentForm } from './gb.ts';
import { unitedStatesConsentForm } from './us.ts';

/**
 * The default consent form of each jurisdiction, in French, English and Spanish. The forms share objects (each
 * starts from France's): treat them as read-only and copy one (`structuredClone`) before editing it.
 */
export const defaultConsentForms: Record<ConsentJurisdiction, ConsentFormTemplate> = {
  FR: franceConsentForm,
  ES: spainConsentForm,
  GB: unitedKingdomConsentForm,
  US: unitedStatesConsentForm,
};
