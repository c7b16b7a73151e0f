import * as z from 'zod';
import {
  EMAIL_TEMPLATE_KINDS,
  PLACEHOLDERS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
} from '#shared/domain/email-templates.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/** `/me/email-templates/{kind}/{locale}`: which email, in which language. */
export const emailTemplateParams = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: 'validation.invalidValue' }),
  locale: z.enum(LOCALES, { error: 'validation.invalidValue' }),
});

/** A wording as the artist writes it; its placeholders are checked against the email's own. */
export const emailTemplateInput = z.object({
  subject: z
    .string({ error: 'validation.emailTemplates.subjectRequired' })
    .trim()
    .min(1, { error: 'validation.emailTemplates.subjectRequired' })
    .max(TEMPLATE_SUBJECT_MAX, { error: 'validation.emailTemplates.subjectTooLong' }),
  body: z
    .string({ error: 'validation.emailTemplates.bodyRequired' })
    .trim()
    .min(1, { error: 'validation.emailTemplates.bodyRequired' })
    .max(TEMPLATE_BODY_MAX, { error: 'validation.emailTemplates.bodyTooLong' }),
});
export type EmailTemplateInput = z.input<typeof emailTemplateInput>;

/** One email in one language: its wording (the artist's, or the default), and what it may name. */
export const emailTemplate = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  locale: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
  /** The artist reworded it (else: the default). */
  custom: z.boolean(),
  /** The default wording, for the reset and the comparison. */
  defaultSubject: z.string(),
  defaultBody: z.string(),
  placeholders: z.array(z.enum(PLACEHOLDERS)),
  updatedAt: z.string().optional(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const emailTemplateList = z.object({ items: z.array(emailTemplate) });
export type EmailTemplateList = z.infer<typeof emailTemplateList>;

/** A test is on its way to the artist's own address. */
export const emailTemplateTestSent = z.object({ sentTo: z.string() });
