import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { settingsAndErrors } from './messages/settings.ts';
import { shellAndToday } from './messages/shell-and-today.ts';

/**
 * The artist’s workspace: the shell (sidebar, tab bar, menus), Today and the settings hub: `web.workspace.*`.
 * In the app’s first-load catalogue.
 */
export const messages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  workspace: joinMessages(shellAndToday, settingsAndErrors),
});
