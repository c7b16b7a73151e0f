import { requestMoveAccepted } from '#events/definitions/lifecycle.ts';
import { defineEmail, words } from './letter.ts';
import { artistVars, placeBlock } from './letter-parts.ts';

/**
 * `request.move-accepted`: the client took the new time the artist proposed. The artist is told, in
 * the artist's language, whatever their settings (it answers them), with a link to the request to
 * accept it.
 */
export const requestMoveAcceptedEmail = defineEmail(requestMoveAccepted, (payload, { appUrl }) => {
  const { artist } = payload;
  const vars = artistVars(payload);
  return [
    {
      template: 'request-move-accepted',
      to: artist.email,
      locale: artist.locale,
      subject: words('email.lifecycle.moveAccepted.subject', vars),
      blocks: [
        words('email.lifecycle.moveAccepted.body', vars),
        placeBlock(payload.location),
        words('email.lifecycle.moveAccepted.next'),
      ],
      cta: {
        label: words('email.lifecycle.moveAccepted.cta'),
        url: `${appUrl}/app/requests/${encodeURIComponent(payload.requestId)}`,
      },
    },
  ];
});
