import type { EmailTemplate } from '#shared/api/contracts/email-templates.ts';
import { ApiError } from '#shared/api/errors.ts';
import {
  type EmailTemplateKind,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { translator } from '#shared/i18n/notice-email-translator.ts';

/** One email in one language as the settings page shows it: the artist's wording, else the default. */
export function emailTemplateView(
  kind: EmailTemplateKind,
  locale: Locale,
  saved?: { subject: string; body: string; updatedAt: string } | null,
): EmailTemplate {
  const t = translator(locale);
  const defaultSubject = t(`email.templates.${kind}.subject`);
  const defaultBody = t(`email.templates.${kind}.body`);
  return {
    kind,
    locale,
    subject: saved?.subject ?? defaultSubject,
    body: saved?.body ?? defaultBody,
    custom: Boolean(saved),
    defaultSubject,
    defaultBody,
    placeholders: [...TEMPLATE_PLACEHOLDERS[kind]],
    ...(saved && { updatedAt: saved.updatedAt }),
  };
}

/** Refuses a wording that names a placeholder its email cannot fill, saying which (400, per field). */
export function assertKnownPlaceholders(
  kind: EmailTemplateKind,
  input: { subject: string; body: string },
): void {
  const fields = (['subject', 'body'] as const).flatMap((path) => {
    const unknown = unknownPlaceholders(kind, input[path]);
    return unknown.length > 0
      ? [
          {
            path,
            key: 'validation.emailTemplates.unknownPlaceholder',
            values: { names: unknown.map((name) => `{${name}}`).join(', ') },
          },
        ]
      : [];
  });
  if (fields.length > 0) throw new ApiError(400, 'validation_failed', fields);
}
