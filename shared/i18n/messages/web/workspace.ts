import { defineMessages } from '../../define-messages.ts';

/** The artist's workspace: the shell (sidebar, tab bar, menus), Today and the settings hub: `web.workspace.*`. */
export const workspace = defineMessages({
  fr: {},
  en: {},
  es: {},
});
