import { email } from './messages/email.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces({ email });

/** The back end's translator with the emails' messages (`email.…`): for what writes an email. */
export { translator };
