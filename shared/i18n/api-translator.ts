import { apiMessages } from '#shared/i18n/api-messages.ts';
import { addServerNamespaces, translator } from './server-i18n.ts';

addServerNamespaces(apiMessages);

/**
 * The back end's translator with the API's error and validation messages (`errors.…`,
 * `validation.…`): for the HTTP functions, which answer them in the caller's language. A bundle
 * carries only those its code names (ADR 0091).
 */
export { translator };
