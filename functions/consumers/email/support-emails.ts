import type { EventPayload } from '../../../events/define-event.ts';
import type { bugReported, suggestionSubmitted } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import type { PlanContext } from './client-wording.ts';
import type { PlannedEmail } from './plan-emails.ts';

/** The team reads its support emails in English. */
const TEAM_LOCALE = 'en' as const;

/**
 * `bug.reported`: the team's email, the report's facts and text, whether a screenshot came (it is
 * private: only the superadmin area shows it, ADR 0072), and a link to the superadmin area where it
 * is triaged. The reporter's words are quoted as they wrote them.
 */
export function bugReportedEmails(
  payload: EventPayload<typeof bugReported>,
  { appUrl, supportInbox }: PlanContext,
): PlannedEmail[] {
  if (!supportInbox) return [];
  const t = translator(TEAM_LOCALE);
  const vars = { ...payload, pseudo: `@${payload.pseudo}` };
  return [
    {
      template: 'support-bug',
      to: supportInbox,
      locale: TEAM_LOCALE,
      content: renderEmail({
        locale: TEAM_LOCALE,
        subject: t('email.support.bugSubject', vars),
        paragraphs: [
          t('email.support.bugBody', vars),
          {
            facts: [
              [t('email.support.facts.artist'), `@${payload.pseudo} <${payload.email}>`],
              [t('email.support.facts.location'), payload.location],
              [t('email.support.facts.type'), payload.type],
              [t('email.support.facts.language'), payload.locale],
            ],
          },
          payload.description,
          ...(payload.hasScreenshot || payload.screenshotPath ? [t('email.support.screenshot')] : []),
        ],
        cta: { label: t('email.support.cta'), url: `${appUrl}/superadmin/bugs` },
      }),
    },
  ];
}

/** `suggestion.submitted`: the team's email with the suggestion, and a link to triage it. */
export function suggestionSubmittedEmails(
  payload: EventPayload<typeof suggestionSubmitted>,
  { appUrl, supportInbox }: PlanContext,
): PlannedEmail[] {
  if (!supportInbox) return [];
  const t = translator(TEAM_LOCALE);
  const vars = { ...payload, pseudo: `@${payload.pseudo}` };
  return [
    {
      template: 'support-suggestion',
      to: supportInbox,
      locale: TEAM_LOCALE,
      content: renderEmail({
        locale: TEAM_LOCALE,
        subject: t('email.support.suggestionSubject', vars),
        paragraphs: [
          t('email.support.suggestionBody', vars),
          { facts: [[t('email.support.facts.title'), payload.title]] },
          payload.description,
        ],
        cta: { label: t('email.support.cta'), url: `${appUrl}/superadmin/suggestions` },
      }),
    },
  ];
}
