import { consent } from './consent.ts';
import { designErrors, designValidation } from './designs.ts';
import { designEmails } from './email/designs.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { noticeEmails } from './notice-emails.ts';
import { openingValidation } from './openings.ts';
import { pages } from './pages.ts';
import { push, pushErrors, pushValidation } from './push.ts';
import { validation } from './validation.ts';

/**
 * Every namespace the servers render (API errors, validation, emails, link previews); the
 * completeness test walks this. The SPA's own words live beside what shows them (ADR 0074).
 */
export const allNamespaces = {
  validation,
  errors,
  designErrors,
  designValidation,
  openingValidation,
  email,
  noticeEmails,
  designEmails,
  pages,
  consent,
  push,
  pushErrors,
  pushValidation,
};
