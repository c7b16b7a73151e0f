import { inject } from 'vitest';
import { mailStore } from './mail-store.ts';

export type { Mail } from './mail-store.ts';
export { codeIn } from './mail-store.ts';

/** The mails of the integration local cloud's SES stand-in (its URL from the globalSetup). */
export const { mailsTo, mailsToAny, waitForMail, waitForMailCount } = mailStore(
  () => inject('localCloud').urls.ses,
);
