import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { bookingConfirmation } from './messages/confirmation.ts';
import { bookingForm } from './messages/form.ts';

/**
 * The public booking form and its confirmation: `web.booking.*`. Each section its own catalogue, loaded with
 * the pages that show it (`withSectionMessages`).
 */
export const lazyMessages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  booking: joinMessages(bookingForm, bookingConfirmation),
});
