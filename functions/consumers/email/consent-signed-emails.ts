import { consentSigned } from '#events/definitions/consent.ts';
import { defineEmail, type StoredFile, words } from './letter.ts';
import { clientVars, dateWords, portalButton } from './letter-parts.ts';

/**
 * `consent.signed` (ADR 0088): the signed PDF to the client, in their language, and to the artist, in
 * theirs, attached from the consent bucket (its SHA-256 checked when it is read); the artist is told
 * how many answers to check before the session.
 */
export const consentSignedEmail = defineEmail(consentSigned, (payload, { appUrl }) => {
  const { client, artist, slot } = payload;
  const { vars, portalLink } = clientVars(payload, appUrl);
  const pdf: StoredFile = {
    key: payload.pdfKey,
    filename: `consent-${payload.requestId.slice(0, 8)}.pdf`,
    contentType: 'application/pdf',
    sha256: payload.pdfSha256,
  };
  const hash = words('email.consent.hash', { hash: payload.pdfSha256 });
  return [
    {
      template: 'consent-signed',
      to: client.email,
      locale: client.locale,
      subject: words('email.consent.signedSubject', vars),
      blocks: [words('email.consent.signedBody', { ...vars, date: dateWords(slot, client.locale) }), hash],
      cta: portalButton(
        words('email.consent.signedCta'),
        portalLink,
        `/portal/bookings/${payload.requestId}/consent`,
      ),
      stored: [pdf],
    },
    {
      template: 'consent-signed-artist',
      to: artist.email,
      locale: artist.locale,
      subject: words('email.consent.artistSubject', vars),
      blocks: [
        words('email.consent.artistBody', { ...vars, date: dateWords(slot, artist.locale) }),
        payload.flaggedCount > 0 && words('email.consent.artistFlagged', { count: payload.flaggedCount }),
        hash,
      ],
      cta: { label: words('email.consent.artistCta'), url: `${appUrl}/app/bookings/${payload.requestId}` },
      stored: [pdf],
    },
  ];
});
