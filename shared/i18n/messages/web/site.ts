import { defineMessages } from '../../define-messages.ts';

/** The site's own pages: the landing, terms of use and privacy policy: `web.site.*`. */
export const site = defineMessages({
  fr: {},
  en: {},
  es: {},
});
