import type { SignedConsent } from '#shared/api/contracts/consent.ts';
import type { ConsentItem } from '#shared/db/entities/consent.ts';
import type { ConsentAnswer } from '#shared/domain/consent/answers.ts';
import type { ShownForm } from '#shared/domain/consent/form-as-shown.ts';
import type { Signature } from '#shared/domain/consent/signature.ts';

/** A signed consent as both parties read it (the artist's view adds IP and user agent). */
export function signedConsentView(item: ConsentItem): SignedConsent {
  const guardian = item.guardian as { name: string } | undefined;
  return {
    signedAt: item.signedAt,
    fullName: item.fullName,
    dateOfBirth: item.dateOfBirth,
    form: item.form as ShownForm,
    formVersion: item.formVersion,
    formSha256: item.formSha256,
    answers: item.answers as ConsentAnswer[],
    photoUse: item.photoUse,
    flagged: item.flagged,
    signatureKind: (item.signature as Signature).kind,
    ...(guardian && { guardianName: guardian.name }),
    idPhoto: item.idPhotoImageId !== undefined,
    pdfSha256: item.pdfSha256,
    retainUntil: item.retainUntil,
  };
}

/** The PDF's file name: the form's title is the client's language; the booking's id makes it unique. */
export function consentFileName(bookingId: string): string {
  return `consent-${bookingId.slice(0, 8)}.pdf`;
}
