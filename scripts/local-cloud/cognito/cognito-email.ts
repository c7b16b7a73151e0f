import type { Message } from 'cognito-local/lib/services/messages.js';

const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

export interface CognitoEmail {
  subject: string;
  text: string;
  html?: string;
}

/**
 * The email Cognito would send for one message: the CustomMessage trigger's subject and body with
 * every `{####}` and `{username}` replaced (cognito-local replaces only the first of each), or
 * Cognito's default wording when no trigger answered. An HTML body also gets a text part.
 */
export function cognitoEmail(username: string, message: Message): CognitoEmail {
  const code = message.__code ?? '';
  const fill = (value: string) =>
    value.replaceAll(CODE_PARAMETER, code).replaceAll(USERNAME_PARAMETER, username);
  const subject = fill(message.emailSubject || 'Your verification code');
  const body = fill(message.emailMessage || `Your verification code is ${code}.`);
  if (!LOOKS_LIKE_HTML.test(body)) return { subject, text: body };
  return { subject, text: htmlToText(body), html: body };
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) =>
      label.includes(href) ? label : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
