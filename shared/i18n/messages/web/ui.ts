import { defineMessages } from '../../define-messages.ts';

/** The design system's own words (toasts, dialogs, the /app/design catalogue): `web.ui.*`. */
export const ui = defineMessages({
  fr: {},
  en: {},
  es: {},
});
