import { consentPdf } from './messages/consent-pdf.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces({ consentPdf });

/** The translator of the consent PDF's words (`consentPdf.…`), added only where the PDF is built. */
export { translator as consentPdfTranslator };
