import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { ageOn } from '#shared/domain/consent/age.ts';
import type { ConsentAnswer } from '#shared/domain/consent/answers.ts';
import type { ShownForm, ShownQuestion } from '#shared/domain/consent/form-as-shown.ts';
import { SIGNATURE_BOX, type Signature, signaturePath } from '#shared/domain/consent/signature.ts';
import { consentTranslator } from '#shared/i18n/consent-translator.ts';
import { FLAG, INK, MUTED, PdfWriter } from './pdf-writer.ts';

/** Everything the signed PDF shows (ADR 0088): the form as read, the answers, who signed, when, from where. */
export interface ConsentPdfInput {
  form: ShownForm;
  formSha256: string;
  artistName: string;
  /** The appointment, as the artist's zone writes it (`5 December 2026, 11:00`). */
  appointment: string;
  fullName: string;
  dateOfBirth: string;
  answers: ConsentAnswer[];
  photoUse: boolean;
  /**
   * Whether the client added a photo of an ID document: the PDF says yes or no, never embeds it (the
   * photo is personal data kept apart, not locked with the PDF; ADR 0088).
   */
  idPhotoProvided: boolean;
  flagged: string[];
  signature: Signature;
  guardian?: { name: string; signature: Signature } | undefined;
  signedAt: string;
  ip: string;
  userAgent: string;
}

/** The SHA-256 of bytes or text, in hex: the form's and the PDF's fingerprints. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  script: PDFFont;
}

function writeQuestions(
  out: PdfWriter,
  fonts: Fonts,
  t: (key: string, vars?: Record<string, string>) => string,
  questions: ShownQuestion[],
  input: ConsentPdfInput,
) {
  const byId = new Map(input.answers.map((answer) => [answer.questionId, answer]));
  for (const question of questions) {
    const answer = byId.get(question.id);
    const flagged = input.flagged.includes(question.id);
    out.need(30);
    out.text(question.label, fonts.bold, { size: 10 });
    const value =
      question.kind === 'text' ? (answer?.text ?? '') : t(`consent.pdf.${answer?.answer ?? 'no'}`);
    out.text(value, fonts.regular, { indent: 12, color: flagged ? FLAG : INK });
    if (answer?.details)
      out.text(t('consent.pdf.details', { details: answer.details }), fonts.regular, { indent: 12 });
    if (flagged) out.text(t('consent.pdf.flagged'), fonts.bold, { indent: 12, size: 8, color: FLAG });
    out.gap(4);
  }
}

function writeSignature(
  out: PdfWriter,
  fonts: Fonts,
  label: string,
  signature: Signature,
  typedLabel: string,
) {
  out.need(90);
  out.text(label, fonts.bold, { size: 10 });
  out.gap(4);
  if (signature.kind === 'drawn') {
    out.path(signaturePath(signature.strokes), SIGNATURE_BOX, 60);
  } else {
    out.text(signature.text, fonts.script, { size: 26 });
    out.text(typedLabel, fonts.regular, { size: 8, color: MUTED });
  }
  out.gap(8);
}

/**
 * The signed consent as a PDF (pdf-lib, standard fonts, A4): every text the client read, their answers
 * (flagged ones in red), the drawn signature as vector paths or the typed one in a script-like font,
 * when and from where; each page numbered with the form's hash at its foot. The same input always gives
 * the same bytes (the document's dates are the signing time), so its SHA-256 is stable.
 */
export async function buildConsentPdf(input: ConsentPdfInput): Promise<Uint8Array> {
  const translate = consentTranslator(input.form.language);
  const t = (key: string, vars?: Record<string, string>): string => translate(key, vars ?? {});
  const doc = await PDFDocument.create({ updateMetadata: false });
  const signedAt = new Date(input.signedAt);
  doc.setTitle(input.form.title);
  doc.setAuthor(input.fullName);
  doc.setCreator('Inkslot');
  doc.setProducer('Inkslot');
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    script: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const out = new PdfWriter(doc);
  const { form } = input;
  out.text(form.title, fonts.bold, { size: 16 });
  out.text(t('consent.pdf.booking', { date: input.appointment, artist: input.artistName }), fonts.regular, {
    color: MUTED,
  });
  out.gap(6);
  out.text(form.intro, fonts.regular);
  out.rule();
  out.text(t('consent.pdf.identity'), fonts.bold, { size: 12 });
  out.text(`${t('consent.pdf.fullName')}: ${input.fullName}`, fonts.regular);
  out.text(`${t('consent.pdf.dateOfBirth')}: ${input.dateOfBirth}`, fonts.regular);
  out.text(
    `${t('consent.pdf.age')}: ${ageOn(input.dateOfBirth, input.signedAt.slice(0, 10))}`,
    fonts.regular,
  );
  if (input.guardian) out.text(t('consent.pdf.guardian', { name: input.guardian.name }), fonts.regular);
  const idPhoto = t(`consent.pdf.${input.idPhotoProvided ? 'yes' : 'no'}`);
  out.text(t('consent.pdf.idPhoto', { answer: idPhoto }), fonts.regular);
  out.rule();
  out.text(t('consent.pdf.health'), fonts.bold, { size: 12 });
  writeQuestions(out, fonts, t, form.healthQuestions, input);
  for (const [key, statements] of [
    ['risks', form.risks],
    ['aftercare', form.aftercare],
  ] as const) {
    out.rule();
    out.text(t(`consent.pdf.${key}`), fonts.bold, { size: 12 });
    for (const statement of statements) {
      out.text(`[x] ${statement.text}`, fonts.regular);
      out.gap(2);
    }
    out.text(t('consent.pdf.acknowledged'), fonts.regular, { size: 8, color: MUTED });
  }
  out.rule();
  out.text(t('consent.pdf.photoUse'), fonts.bold, { size: 12 });
  out.text(form.photoUse, fonts.regular);
  out.text(t(`consent.pdf.${input.photoUse ? 'yes' : 'no'}`), fonts.regular, { indent: 12 });
  if (form.customQuestions.length > 0) {
    out.rule();
    out.text(t('consent.pdf.custom'), fonts.bold, { size: 12 });
    writeQuestions(out, fonts, t, form.customQuestions, input);
  }
  out.rule();
  out.text(form.declaration, fonts.regular);
  out.gap(8);
  writeSignature(out, fonts, t('consent.pdf.signature'), input.signature, t('consent.pdf.typed'));
  if (input.guardian)
    writeSignature(
      out,
      fonts,
      t('consent.pdf.guardianSignature'),
      input.guardian.signature,
      t('consent.pdf.typed'),
    );
  const when = input.signedAt.slice(0, 19).replace('T', ' ');
  out.text(t('consent.pdf.signedAt', { date: when }), fonts.regular, { size: 9, color: MUTED });
  out.text(t('consent.pdf.from', { ip: input.ip, userAgent: input.userAgent }), fonts.regular, {
    size: 8,
    color: MUTED,
  });
  out.footers(
    fonts.regular,
    (page, pages) => t('consent.pdf.page', { page: String(page), pages: String(pages) }),
    t('consent.pdf.formHash', { hash: input.formSha256 }),
  );
  return doc.save({ useObjectStreams: false });
}
