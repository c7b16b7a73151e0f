import { designEmails } from './messages/email/designs.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';
import './notice-email-translator.ts';

addServerNamespaces({ email: designEmails });

/**
 * The emails' translator with design approval's words too (`email.designs.…`, ADR 0090): for the
 * email consumer, which writes them; no other function carries them.
 */
export { translator };
