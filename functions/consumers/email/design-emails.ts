import { designAnswered, designShared } from '#events/definitions/designs.ts';
import { money } from '#functions/lib/email/values.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, dayWords, portalButton, projectTypeWords } from './letter-parts.ts';

/** The portal page the design shows on: the booking's, or the request's while pending. */
function portalPage(on: 'booking' | 'request', requestId: string): string {
  return `/portal/${on === 'booking' ? 'bookings' : 'requests'}?design=${encodeURIComponent(requestId)}`;
}

/**
 * `design.shared` (ADR 0090): "A design to approve", to the client in their language: who shares it,
 * the artist's note, the day to answer by, the revisions included, and a button to the portal page
 * where the images show (private: never attached nor linked from the email itself) with Approve and
 * Ask for changes.
 */
export const designSharedEmail = defineEmail(designShared, (payload, { appUrl }) => {
  const { client } = payload;
  const { vars: named, portalLink } = clientVars(payload, appUrl);
  const vars = { ...named, version: payload.version, count: payload.imageCount };
  return [
    {
      template: 'design-shared',
      to: client.email,
      locale: client.locale,
      subject: words(
        payload.version > 1 ? 'email.designs.shared.subjectNext' : 'email.designs.shared.subject',
        vars,
      ),
      blocks: [
        words('email.designs.shared.body', vars),
        !!payload.note && words('email.designs.shared.note', { note: payload.note }),
        words('email.designs.shared.answerBy', { date: dayWords(payload.answerByDate, client.locale) }),
        payload.revisionsIncluded > 0
          ? words('email.designs.shared.revisions', { count: payload.revisionsIncluded })
          : words('email.designs.shared.noRevisions'),
        words('email.designs.shared.private'),
      ],
      // Through the portal's sign-in, as every client email's button (ADR 0085).
      cta: portalButton(
        words('email.designs.shared.cta'),
        portalLink,
        portalPage(payload.on, payload.requestId),
      ),
    },
  ];
});

/**
 * `design.answered` (ADR 0090): the artist is told, in their language, whatever their settings (it
 * answers what they shared): approved (pinned on the booking), or the changes asked with the client's
 * comment and the revision's number (and what was paid for it), with a button to the booking or the
 * request.
 */
export const designAnsweredEmail = defineEmail(designAnswered, (payload, { appUrl }) => {
  const { artist, revision } = payload;
  const vars = {
    firstname: payload.client.firstName,
    projectType: projectTypeWords(payload.projectType),
    version: payload.version,
  };
  const approved = payload.answer === 'approved';
  const page = payload.on === 'booking' ? 'bookings' : 'requests';
  return [
    {
      template: `design-${payload.answer}`,
      to: artist.email,
      locale: artist.locale,
      subject: words(
        approved ? 'email.designs.answered.approvedSubject' : 'email.designs.answered.changesSubject',
        vars,
      ),
      blocks: approved
        ? [words('email.designs.answered.approved', vars)]
        : [
            words('email.designs.answered.changes', vars),
            !!payload.comment && words('email.designs.answered.comment', { comment: payload.comment }),
            revision &&
              (revision.priceCents > 0
                ? words('email.designs.answered.paidRevision', {
                    number: revision.number,
                    amount: money(revision.priceCents, revision.currency, artist.locale),
                  })
                : words('email.designs.answered.revision', { number: revision.number })),
            words('email.designs.answered.next'),
          ],
      cta: {
        label: words('email.designs.answered.cta'),
        url: `${appUrl}/app/${page}/${encodeURIComponent(payload.requestId)}#design`,
      },
    },
  ];
});
