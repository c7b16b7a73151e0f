import { pages } from './messages/pages.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces({ pages });

/** The back end's translator with the link previews' messages (`pages.…`). */
export { translator };
