import { designEmails } from './messages/email/designs.ts';
import { projectEmails } from './messages/email/projects.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';
import './notice-email-translator.ts';

addServerNamespaces({ email: designEmails });
addServerNamespaces({ email: projectEmails });

/**
 * The emails' translator with design approval's words too (`email.designs.…`, ADR 0090), and the
 * project reminders' (`email.projects.…`, ADR 0093): for the email consumer, which writes them; no other function carries them.
 */
export { translator };
