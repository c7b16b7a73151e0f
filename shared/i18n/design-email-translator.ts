import { designEmails } from './messages/email/designs.ts';
import { openingEmails } from './messages/email/openings.ts';
import { projectEmails } from './messages/email/projects.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';
import './notice-email-translator.ts';

addServerNamespaces({ email: designEmails });
addServerNamespaces({ email: projectEmails });
addServerNamespaces({ email: openingEmails });

/**
 * The emails' translator with design approval's words too (`email.designs.…`, ADR 0090), and the
 * project reminders' (`email.projects.…`, ADR 0093), and a draw's answers (`email.openings.…`, ADR 0096): for the email consumer, which writes them; no other function carries them.
 */
export { translator };
