import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formAsShown, shownFormText } from '#shared/domain/consent/form-as-shown.ts';
import { testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { buildConsentPdf, type ConsentPdfInput, sha256Hex } from './consent-pdf.ts';

const form = formAsShown(testConsentForm, 'en');
const input: ConsentPdfInput = {
  form,
  formSha256: sha256Hex(shownFormText(form)),
  artistName: 'Mara Vey',
  appointment: 'December 5, 2026 at 11:00 AM',
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  answers: [
    { questionId: 'allergies', answer: 'yes', details: 'Latex' },
    { questionId: 'blood-thinners', answer: 'no' },
  ],
  photoUse: true,
  idPhotoProvided: false,
  flagged: ['allergies'],
  signature: {
    kind: 'drawn',
    strokes: [
      [
        [10, 20],
        [30, 40],
        [50, 45],
      ],
    ],
  },
  signedAt: '2026-12-03T18:19:58.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone)',
};

/** Every page content stream of the PDF, inflated, as text (pdf-lib deflates them). */
function contentText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)];
  return streams
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** How pdf-lib writes a string with a standard font: hex of its WinAnsi bytes. */
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('buildConsentPdf', () => {
  it('writes the form as read, the answers, who signed, when, from where, the form hash and page numbers', async () => {
    const text = contentText(await buildConsentPdf(input)).toUpperCase();
    for (const expected of [
      'Informed consent',
      'Do you have allergies?',
      'Details: Latex',
      'For the artist to check',
      'Risk of infection.',
      'Full name: Ada Lovelace',
      'ID photo provided: No',
      'Signed on 2026-12-03 18:19:58 (UTC)',
      'From IP address 203.0.113.7, browser: Mozilla/5.0 (iPhone)',
      `SHA-256 of the form: ${input.formSha256}`,
      'Page 1 of 1',
    ])
      expect(text, expected).toContain(hex(expected));
  });

  it('draws the signature as vector strokes, never as an image', async () => {
    const pdf = await buildConsentPdf(input);
    const text = contentText(pdf);
    expect(text).toMatch(/10 20 m\s+30 40 l\s+50 45 l/);
    expect(Buffer.from(pdf).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('writes a typed signature in the script-like standard font', async () => {
    const pdf = await buildConsentPdf({ ...input, signature: { kind: 'typed', text: 'Ada L.' } });
    expect(Buffer.from(pdf).toString('latin1')).toContain('/BaseFont /Times-Italic');
    expect(contentText(pdf).toUpperCase()).toContain(hex('Ada L.'));
  });

  it('says an ID photo was provided without embedding it (ADR 0088)', async () => {
    const pdf = await buildConsentPdf({ ...input, idPhotoProvided: true });
    expect(contentText(pdf).toUpperCase()).toContain(hex('ID photo provided: Yes'));
    expect(Buffer.from(pdf).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('gives the same bytes for the same signing (a stable hash), other bytes for another', async () => {
    const first = sha256Hex(await buildConsentPdf(input));
    expect(sha256Hex(await buildConsentPdf(input))).toBe(first);
    expect(sha256Hex(await buildConsentPdf({ ...input, photoUse: false }))).not.toBe(first);
  });

  it('writes in the language signed in, a long form over numbered pages, and a name no font can write', async () => {
    const fr = formAsShown(
      { ...testConsentForm, intro: { ...testConsentForm.intro, fr: 'Texte très long. '.repeat(400) } },
      'fr',
    );
    const text = contentText(
      await buildConsentPdf({ ...input, form: fr, fullName: 'Łucja 李' }),
    ).toUpperCase();
    expect(text).toContain(hex('Consentement éclairé'));
    expect(text).toContain(hex('Page 2 sur'));
    expect(text).toContain(hex('Nom complet: ?ucja ?'));
  });
});
