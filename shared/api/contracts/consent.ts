import * as z from 'zod';
import { isCalendarDay } from '#shared/domain/consent/age.ts';
import { CONSENT_LIMITS } from '#shared/domain/consent/consent-settings.ts';
import { consentJurisdictions, consentLanguages } from '#shared/domain/consent/form-template.ts';
import {
  pointCount,
  SIGNATURE_BOUNDS,
  SIGNATURE_BOX,
  type SignaturePoint,
} from '#shared/domain/consent/signature.ts';
import { idParam } from './params.ts';

/**
 * Consent forms (issue 30, item 1; ADR 0088): the artist's settings and form, the client's signing, and
 * what each of them reads of a booking's consent.
 */
const text = (most: number) => z.string().trim().min(1, { error: 'validation.invalidValue' }).max(most);
const texts = (most: number) => z.object({ fr: text(most), en: text(most), es: text(most) });
const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'validation.invalidValue' });

const question = z.object({
  id: itemId,
  kind: z.enum(['yes_no', 'text']),
  label: texts(CONSENT_LIMITS.shortText),
  detailsOnYes: z.boolean().optional(),
  flagWhen: z.enum(['yes', 'no']).optional(),
});
const statement = z.object({ id: itemId, text: texts(CONSENT_LIMITS.longText) });

const consentFormTemplate = z
  .object({
    jurisdiction: z.enum(consentJurisdictions),
    title: texts(CONSENT_LIMITS.shortText),
    intro: texts(CONSENT_LIMITS.longText),
    healthQuestions: z.array(question).max(CONSENT_LIMITS.healthQuestions),
    risks: z.array(statement).max(CONSENT_LIMITS.statements),
    aftercare: z.array(statement).max(CONSENT_LIMITS.statements),
    photoUse: texts(CONSENT_LIMITS.shortText),
    customQuestions: z.array(question).max(CONSENT_LIMITS.customQuestions),
    declaration: texts(CONSENT_LIMITS.longText),
    guardianAllowedByDefault: z.boolean(),
    guardianPermittedByLaw: z.boolean(),
  })
  .refine(
    (form) => {
      const ids = [...form.healthQuestions, ...form.customQuestions, ...form.risks, ...form.aftercare].map(
        (item) => item.id,
      );
      return new Set(ids).size === ids.length;
    },
    { error: 'validation.invalidValue', path: ['customQuestions'] },
  );

const { deadlineHours, retentionYears } = CONSENT_LIMITS;
const consentSettings = z.object({
  enabled: z.boolean(),
  deadlineHours: z.number().int().min(deadlineHours.min).max(deadlineHours.max),
  guardianAllowed: z.boolean(),
  retentionYears: z.number().int().min(retentionYears.min).max(retentionYears.max),
  form: consentFormTemplate,
});

/** `GET /me/consent-form`: the artist's current version (0: never saved, the default of their country). */
export const myConsentForm = z.object({
  version: z.number().int().min(0),
  savedAt: z.string().optional(),
  settings: consentSettings,
});
export type MyConsentForm = z.infer<typeof myConsentForm>;

/** `PUT /me/consent-form`: a new version, over the one the editor loaded (else 409 `conflict`). */
export const saveConsentFormInput = z.object({
  baseVersion: z.number().int().min(0),
  settings: consentSettings,
});
export type SaveConsentFormInput = z.input<typeof saveConsentFormInput>;

export const jurisdictionParams = z.object({ jurisdiction: z.enum(consentJurisdictions) });
export const consentFormDefault = z.object({ form: consentFormTemplate });
export type ConsentFormDefault = z.infer<typeof consentFormDefault>;

export const consentBookingParams = z.object({ bookingId: idParam });

const coordinate = (most: number) => z.number().int().min(0).max(most);
const point = z.tuple([coordinate(SIGNATURE_BOX.width), coordinate(SIGNATURE_BOX.height)]);
const signatureInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    strokes: z
      .array(z.array(point).min(1).max(SIGNATURE_BOUNDS.maxPoints))
      .min(1, { error: 'validation.invalidValue' })
      .max(SIGNATURE_BOUNDS.maxStrokes, { error: 'validation.invalidValue' })
      .refine((strokes) => pointCount(strokes as SignaturePoint[][]) <= SIGNATURE_BOUNDS.maxPoints, {
        error: 'validation.invalidValue',
      })
      .refine((strokes) => pointCount(strokes as SignaturePoint[][]) >= SIGNATURE_BOUNDS.minPoints, {
        error: 'validation.invalidValue',
      }),
  }),
  z.object({
    kind: z.literal('typed'),
    text: z.string().trim().min(2, { error: 'validation.invalidValue' }).max(SIGNATURE_BOUNDS.maxTypedLength),
  }),
]);

const answer = z.object({
  questionId: itemId,
  answer: z.enum(['yes', 'no']).optional(),
  details: z.string().trim().max(CONSENT_LIMITS.answerText).optional(),
  text: z.string().trim().max(CONSENT_LIMITS.answerText).optional(),
});

/** `POST /portal/bookings/{bookingId}/consent`: what the client filled in, and their signature. */
export const signConsentInput = z.object({
  language: z.enum(consentLanguages),
  /** The version the page showed: a form changed since is refused (409 `conflict`), never signed unseen. */
  formVersion: z.number().int().min(1),
  fullName: z.string().trim().min(2, { error: 'validation.invalidValue' }).max(120),
  dateOfBirth: z.string().refine(isCalendarDay, { error: 'validation.invalidValue' }),
  answers: z.array(answer).max(CONSENT_LIMITS.healthQuestions + CONSENT_LIMITS.customQuestions),
  acknowledged: z.array(itemId).max(CONSENT_LIMITS.statements * 2),
  photoUse: z.boolean(),
  signature: signatureInput,
  guardian: z.object({ name: z.string().trim().min(2).max(120), signature: signatureInput }).optional(),
  /** An ID photo the client uploaded for this booking's consent (optional; never in the PDF). */
  idPhotoImageId: idParam.optional(),
});
export type SignConsentInput = z.input<typeof signConsentInput>;

const shownQuestion = z.object({
  id: z.string(),
  kind: z.enum(['yes_no', 'text']),
  label: z.string(),
  detailsOnYes: z.boolean().optional(),
  flagWhen: z.enum(['yes', 'no']).optional(),
});
const shownStatement = z.object({ id: z.string(), text: z.string() });
const shownForm = z.object({
  language: z.enum(consentLanguages),
  title: z.string(),
  intro: z.string(),
  healthQuestions: z.array(shownQuestion),
  risks: z.array(shownStatement),
  aftercare: z.array(shownStatement),
  photoUse: z.string(),
  customQuestions: z.array(shownQuestion),
  declaration: z.string(),
});

const consentStatus = z.enum(['notSent', 'waiting', 'overdue', 'signed']);

/** A signed consent as both parties read it: what was shown, what was answered, the PDF's hash. */
const signedConsent = z.object({
  signedAt: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  form: shownForm,
  formVersion: z.number(),
  formSha256: z.string(),
  answers: z.array(answer),
  photoUse: z.boolean(),
  flagged: z.array(z.string()),
  signatureKind: z.enum(['drawn', 'typed']),
  guardianName: z.string().optional(),
  /** Whether an ID photo was added; only the artist may open it (`getMyBookingConsentIdPhoto`). */
  idPhoto: z.boolean(),
  pdfSha256: z.string(),
  retainUntil: z.string(),
});
export type SignedConsent = z.infer<typeof signedConsent>;

/**
 * `GET /portal/bookings/{bookingId}/consent`: the form to sign in each language (the client may switch),
 * or, once signed or past the deadline, read-only with the signed record.
 */
export const portalConsent = z.object({
  bookingId: z.string(),
  status: consentStatus,
  deadline: z.string().optional(),
  artistName: z.string(),
  slotStart: z.string(),
  formVersion: z.number().optional(),
  forms: z.object({ fr: shownForm, en: shownForm, es: shownForm }).optional(),
  guardianAllowed: z.boolean(),
  signed: signedConsent.optional(),
});
export type PortalConsent = z.infer<typeof portalConsent>;

/** `GET /me/bookings/{bookingId}/consent`: the artist's view of one booking's consent. */
export const bookingConsent = z.object({
  bookingId: z.string(),
  status: consentStatus,
  deadline: z.string().optional(),
  signed: signedConsent.extend({ ip: z.string(), userAgent: z.string() }).optional(),
});
export type BookingConsent = z.infer<typeof bookingConsent>;

/** The signed PDF: a short presigned GET (ADR 0089). */
export const consentPdfLink = z.object({ url: z.string(), sha256: z.string(), fileName: z.string() });
export type ConsentPdfLink = z.infer<typeof consentPdfLink>;

/** `GET /me/consents?bookingIds=`: the status of several bookings (the calendar's list, Today). */
export const consentStatusQuery = z.object({
  bookingIds: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(idParam).min(1).max(50)),
});
export const consentStatuses = z.object({
  statuses: z.array(
    z.object({
      bookingId: z.string(),
      status: consentStatus,
      deadline: z.string().optional(),
      flagged: z.number().int(),
    }),
  ),
});
export type ConsentStatuses = z.infer<typeof consentStatuses>;
