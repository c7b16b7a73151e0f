import { consent } from './messages/consent.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces({ consent });

/** The back end's translator with the consent group's words (`consent.pdf.…`, `consent.problems.…`). */
export { translator as consentTranslator };
