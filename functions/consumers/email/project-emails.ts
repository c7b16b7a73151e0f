import { projectSessionReminder } from '#events/definitions/projects.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, dayWords, portalButton } from './letter-parts.ts';

/**
 * `project.session-reminder` (ADR 0093): a session of the project is still to book. To the client
 * (reminders 1 and 2) in their language: where the project stands and a button to the portal's
 * bookings, where its progress shows (signed in from the email, ADR 0085). To the artist (from the
 * third) in theirs: the client did not book, with a button to the booking's project.
 */
export const sessionReminderEmail = defineEmail(projectSessionReminder, (payload, { appUrl }) => {
  const { client, artist } = payload;
  const shared = {
    planned: payload.planned,
    done: payload.done,
    next: payload.nextNumber,
  };
  if (payload.to === 'client') {
    const { vars: named, portalLink } = clientVars(payload, appUrl);
    const vars = { ...named, ...shared, date: dayWords(payload.lastSessionDate, client.locale) };
    return [
      {
        template: 'project-session-client',
        to: client.email,
        locale: client.locale,
        subject: words('email.projects.client.subject', vars),
        blocks: [words('email.projects.client.body', vars), words('email.projects.client.how', vars)],
        cta: portalButton(words('email.projects.client.cta'), portalLink, '/portal/bookings'),
      },
    ];
  }
  const vars = {
    ...shared,
    firstname: client.firstName,
    lastname: client.lastName,
    date: dayWords(payload.lastSessionDate, artist.locale),
  };
  return [
    {
      template: 'project-session-artist',
      to: artist.email,
      locale: artist.locale,
      subject: words('email.projects.artist.subject', vars),
      blocks: [words('email.projects.artist.body', vars), words('email.projects.artist.how', vars)],
      cta: {
        label: words('email.projects.artist.cta'),
        url: `${appUrl}/app/bookings/${encodeURIComponent(payload.projectId)}#project`,
      },
    },
  ];
});
