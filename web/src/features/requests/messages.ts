import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { decisions } from './messages/decisions.ts';
import { inbox } from './messages/inbox.ts';

/** The artist’s requests, stack and list: `web.requests.*`. In the app’s first-load catalogue. */
export const messages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  requests: joinMessages(inbox, decisions),
});
