import { CLIENT_NOTICES, isAftercare, isReminder } from './booking/client-notices.ts';

/**
 * The emails a client receives that their artist can reword (issue 13, item 5): the subject and the
 * message (greeting and body) of each, per language. What follows the message (the slot, the place,
 * the price, the calendar file, the client-space link) is always Inkslot's, so no rewording can lose
 * it. First the request and booking lifecycle's emails, then (issue 14, item 4) the reminders and the
 * aftercare sequence, one template each, named as the notices are (booking/client-notices.ts).
 */
const LIFECYCLE_KINDS = [
  'requestReceived',
  'requestAccepted',
  'requestDeclined',
  'requestMoved',
  'bookingMoved',
  'bookingCancelled',
] as const;
export const EMAIL_TEMPLATE_KINDS = [...LIFECYCLE_KINDS, ...CLIENT_NOTICES] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** The templates as the editor lists them: the lifecycle's, the reminders, the aftercare sequence. */
export const EMAIL_TEMPLATE_GROUPS = {
  lifecycle: LIFECYCLE_KINDS,
  reminders: CLIENT_NOTICES.filter(isReminder),
  aftercare: CLIENT_NOTICES.filter(isAftercare),
  touchUps: CLIENT_NOTICES.filter((notice) => notice === 'touchUpClosing'),
} satisfies Record<string, readonly EmailTemplateKind[]>;

/** The spec's placeholders every template may use, written `{name}`. */
const COMMON_PLACEHOLDERS = [
  'firstname',
  'displayName',
  'pseudo',
  'shopName',
  'city',
  'country',
  'projectType',
  'date',
] as const;
export const PLACEHOLDERS = [...COMMON_PLACEHOLDERS, 'price', 'deposit'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Which placeholders each template may use: a price only where the email is about a booking. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<EmailTemplateKind, readonly Placeholder[]>> = {
  requestReceived: COMMON_PLACEHOLDERS,
  requestAccepted: [...COMMON_PLACEHOLDERS, 'price', 'deposit'],
  requestDeclined: COMMON_PLACEHOLDERS,
  requestMoved: COMMON_PLACEHOLDERS,
  bookingMoved: [...COMMON_PLACEHOLDERS, 'price'],
  bookingCancelled: [...COMMON_PLACEHOLDERS, 'price'],
  reminder48h: [...COMMON_PLACEHOLDERS, 'price', 'deposit'],
  reminder24h: [...COMMON_PLACEHOLDERS, 'price', 'deposit'],
  aftercareDay1: COMMON_PLACEHOLDERS,
  aftercareDay3: COMMON_PLACEHOLDERS,
  aftercareDay7: COMMON_PLACEHOLDERS,
  aftercareDay14: COMMON_PLACEHOLDERS,
  aftercareDay30: COMMON_PLACEHOLDERS,
  touchUpClosing: COMMON_PLACEHOLDERS,
  healedPhoto: COMMON_PLACEHOLDERS,
};

export const TEMPLATE_SUBJECT_MAX = 150;
export const TEMPLATE_BODY_MAX = 3000;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders a text names, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The placeholders of a text the template cannot fill (a typo, or `{price}` where there is none). */
export function unknownPlaceholders(kind: EmailTemplateKind, text: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS[kind]);
  return placeholdersIn(text).filter((name) => !known.has(name));
}

/** The text with its placeholders filled; one without a value (no shop, no deposit) becomes empty. */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '') : whole,
  );
}

/** A message's paragraphs: split at blank lines, each trimmed, none empty. */
export function messageParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A reworded template, or the default's subject and message, filled: what the email says first. */
export function personalizedMessage(
  template: { subject: string; body: string },
  values: Partial<Record<Placeholder, string>>,
): { subject: string; paragraphs: string[] } {
  return {
    subject: fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim(),
    paragraphs: messageParagraphs(fillTemplate(template.body, values)),
  };
}

/** The sample client of previews and test emails, per language: a first name and a project. */
export const SAMPLE_CLIENT = {
  fr: { firstname: 'Camille', projectType: 'un projet personnalisé' },
  en: { firstname: 'Sam', projectType: 'a custom project' },
  es: { firstname: 'Lucía', projectType: 'un proyecto personalizado' },
} as const;
export const SAMPLE_PRICE_CENTS = 18_000;
export const SAMPLE_DEPOSIT_CENTS = 5_000;
