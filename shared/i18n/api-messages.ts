import { joinMessages, withSections } from './define-messages.ts';
import { designErrors, designValidation } from './messages/designs.ts';
import { errors } from './messages/errors.ts';
import { openingValidation } from './messages/openings.ts';
import { pushErrors, pushValidation } from './messages/push.ts';
import { validation } from './messages/validation.ts';

/**
 * The API's words in every language: its error messages (`errors.<code>`) and validation messages
 * (`validation.…`). Imported as `#shared/i18n/api-messages.ts` so that a function's bundle can take,
 * in its place, only the messages its own code names (infra/lib/api-messages-subset.ts, ADR 0091).
 */
export const apiMessages = {
  validation: withSections(validation, {
    designs: designValidation,
    opening: openingValidation,
    push: pushValidation,
  }),
  errors: joinMessages(errors, designErrors, pushErrors),
};
