import { bugReported, suggestionSubmitted } from '#events/definitions/support.ts';
import { defineEmail, words } from './letter.ts';

/** The team reads its support emails in English. */
const TEAM_LOCALE = 'en' as const;

/**
 * `bug.reported`: the team's email, the report's facts and text, whether a screenshot came (it is
 * private: only the superadmin area shows it, ADR 0072), and a link to the superadmin area where it
 * is triaged. The reporter's words are quoted as they wrote them.
 */
export const bugReportedEmail = defineEmail(bugReported, (payload, { appUrl, supportInbox }) => {
  if (!supportInbox) return [];
  const vars = {
    location: payload.location,
    type: payload.type,
    pseudo: `@${payload.pseudo}`,
    email: payload.email,
  };
  return [
    {
      template: 'support-bug',
      to: supportInbox,
      locale: TEAM_LOCALE,
      subject: words('email.support.bugSubject', vars),
      blocks: [
        words('email.support.bugBody', vars),
        {
          facts: [
            [words('email.support.facts.artist'), `@${payload.pseudo} <${payload.email}>`],
            [words('email.support.facts.location'), payload.location],
            [words('email.support.facts.type'), payload.type],
            [words('email.support.facts.language'), payload.locale],
          ],
        },
        { text: payload.description },
        (payload.hasScreenshot || !!payload.screenshotPath) && words('email.support.screenshot'),
      ],
      cta: { label: words('email.support.cta'), url: `${appUrl}/superadmin/bugs` },
    },
  ];
});

/** `suggestion.submitted`: the team's email with the suggestion, and a link to triage it. */
export const suggestionSubmittedEmail = defineEmail(
  suggestionSubmitted,
  (payload, { appUrl, supportInbox }) => {
    if (!supportInbox) return [];
    const vars = { title: payload.title, pseudo: `@${payload.pseudo}`, email: payload.email };
    return [
      {
        template: 'support-suggestion',
        to: supportInbox,
        locale: TEAM_LOCALE,
        subject: words('email.support.suggestionSubject', vars),
        blocks: [
          words('email.support.suggestionBody', vars),
          { facts: [[words('email.support.facts.title'), payload.title]] },
          { text: payload.description },
        ],
        cta: { label: words('email.support.cta'), url: `${appUrl}/superadmin/suggestions` },
      },
    ];
  },
);
