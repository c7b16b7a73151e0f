import { projectSessionReminder } from '#events/definitions/projects.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { defineEmail, type Letter, type Vars, words } from './letter.ts';
import { clientVars, dayWords, portalButton } from './letter-parts.ts';

/**
 * `project.session-reminded` (ADR 0093): a session of the project is still to book. To the client
 * (reminders 1 and 2) in their language: where the project stands and a button to the portal's
 * bookings, where its progress shows (signed in from the email, ADR 0085). To the artist (from the
 * third) in theirs: the client did not book, with a button to the booking's project.
 */
export const sessionReminderEmail = defineEmail(projectSessionReminder, (payload, { appUrl }) => {
  const { client, artist, to } = payload;
  const reader = to === 'client' ? client : artist;
  const shared = {
    planned: payload.planned,
    done: payload.done,
    next: payload.nextNumber,
    date: dayWords(payload.lastSessionDate, reader.locale),
  };
  if (to === 'client') {
    const { vars, portalLink } = clientVars(payload, appUrl);
    const cta = portalButton(words('email.projects.client.cta'), portalLink, '/portal/bookings');
    return [reminderLetter('client', reader, { ...vars, ...shared }, cta)];
  }
  const vars = { ...shared, firstname: client.firstName, lastname: client.lastName };
  const cta = {
    label: words('email.projects.artist.cta'),
    url: `${appUrl}/app/bookings/${encodeURIComponent(payload.projectId)}#project`,
  };
  return [reminderLetter('artist', reader, vars, cta)];
});

/** The reminder to one reader, in their words: its subject, where the project stands, what to do. */
function reminderLetter(
  to: 'client' | 'artist',
  reader: { email: string; locale: Locale },
  vars: Vars,
  cta: NonNullable<Letter['cta']>,
): Letter {
  return {
    template: `project-session-${to}`,
    to: reader.email,
    locale: reader.locale,
    subject: words(`email.projects.${to}.subject`, vars),
    blocks: [words(`email.projects.${to}.body`, vars), words(`email.projects.${to}.how`, vars)],
    cta,
  };
}
