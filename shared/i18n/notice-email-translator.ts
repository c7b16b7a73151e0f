import { noticeEmails } from './messages/notice-emails.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';
import './email-translator.ts';

addServerNamespaces({ email: noticeEmails });

/**
 * The emails' translator with the reminders' and aftercare emails' words too (`email.templates.
 * reminder48h`, `email.lifecycle.notice.…`): for the functions that write or show them.
 */
export { translator };
