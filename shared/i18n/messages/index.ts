import { email } from './email.ts';
import { errors } from './errors.ts';
import { noticeEmails } from './notice-emails.ts';
import { pages } from './pages.ts';
import { validation } from './validation.ts';
import { web } from './web.ts';

/** Every namespace of the product; the completeness test walks this. */
export const allNamespaces = { validation, errors, email, noticeEmails, web, pages };
