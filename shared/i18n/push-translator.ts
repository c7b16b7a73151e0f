import { push } from './messages/push.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces({ push });

/** The back end's translator with the push notifications' words (`push.…`): for the push consumer only. */
export { translator };
