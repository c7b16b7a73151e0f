import { openingNotDrawn } from '#events/definitions/openings.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars } from './letter-parts.ts';

/**
 * `opening.not-drawn` (ADR 0096): the client whose request was in a draw opening's pool and was not
 * drawn is told, once, in their language: how many requests the draw took among how many, that their
 * slot is free again and nothing more will come of this request, with a button to the artist's page
 * (the next opening shows there). The drawn ones hear through `request.created` (`drawn`).
 */
export const notDrawnEmail = defineEmail(openingNotDrawn, (payload, { appUrl }) => {
  const { vars } = clientVars(payload, appUrl);
  const all = { ...vars, entrants: payload.entrants, drawn: payload.drawn };
  return [
    {
      template: 'opening-not-drawn',
      to: payload.client.email,
      locale: payload.client.locale,
      subject: words('email.openings.notDrawn.subject', all),
      blocks: [words('email.openings.notDrawn.body', all), words('email.openings.notDrawn.next', all)],
      cta: {
        label: words('email.openings.notDrawn.cta', all),
        url: `${appUrl}/${encodeURIComponent(payload.pseudo)}`,
      },
    },
  ];
});
