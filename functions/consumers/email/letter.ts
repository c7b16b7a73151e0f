import type { z } from 'zod';
import type { EventPayload } from '#events/define-event.ts';
import type { BookingCalendarInput } from '#functions/lib/email/booking-calendar.ts';
import type { RenderedEmail } from '#functions/lib/email/render-email.ts';
import type { SignInGrant } from '#functions/lib/email/sign-in-links.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PlanContext, Wording } from './client-wording.ts';

export type { Slot } from '#functions/lib/email/values.ts';

/**
 * Words of a letter, translated by the renderer in the recipient's language: a message key with its
 * values (a value may be words too: `{{projectType}}`, `{{when}}`), or text as someone wrote it.
 */
export type Words = { key: string; vars?: Vars } | { text: string };
export type Vars = { [name: string]: string | number | null | undefined | Words };

/** A message key with its values. */
export function words(key: string, vars?: Vars): Words {
  return vars ? { key, vars } : { key };
}

/** A block of an email's body, in order. */
export type Block =
  /** A paragraph. */
  | Words
  /**
   * A client email's opening: the artist's wording of that kind if they wrote one, else the default
   * (`email.templates.<kind>`), placeholders filled; its subject is the letter's unless it has one.
   */
  | { wording: { kind: EmailTemplateKind; custom: Wording | undefined; values: Vars } }
  /** Label and value rows (the project's placement, size...). */
  | { facts: [label: Words, value: string][] }
  /** Thumbnails, each a link to the full image (absolute URLs). */
  | { images: { src: string; href: string; alt: Words }[] }
  /** Choices, each a button to its own link (the proposed times, ADR 0087). */
  | { buttons: { label: Words; url: string; signIn?: string | undefined }[] };

/** A booking's `.ics` (booking-calendar.ts), its project type in words of the reader's language. */
type BookingCalendar = Omit<BookingCalendarInput, 'projectType'> & { projectType: Words };

/**
 * A file kept in a bucket, attached when the email is sent, its bytes checked against its SHA-256
 * (the signed consent PDF, ADR 0088): read by the consumer, never carried in the event.
 */
export interface StoredFile {
  key: string;
  filename: string;
  contentType: string;
  sha256: string;
}

/** One email as data: to whom, in which language, its subject, its blocks, its button and files. */
export interface Letter {
  /** Names the email (logs, tests); idempotency is per event and recipient (`emailEffectKey`). */
  template: string;
  to: string;
  locale: Locale;
  /** None: the subject of the letter's `wording` block. */
  subject?: Words;
  /** In order; `false` and `undefined` (a block the payload does not call for) are left out. */
  blocks: (Block | false | undefined)[];
  /**
   * The button. `signIn`: a client's button into the portal names the portal page it opens; the
   * email consumer then makes it sign in directly (ADR 0085) and `url`, the sign-in page with that
   * page as `redirect`, is what the email says without one (tests, an artist's test email).
   */
  cta?: { label: Words; url: string; signIn?: string | undefined } | undefined;
  calendar?: BookingCalendar | undefined;
  stored?: StoredFile[] | undefined;
}

/** One email an event calls for: to whom, in which language, and its content. */
export type { PlanContext, Wording };

export interface PlannedEmail {
  /** Names the email (logs, tests); idempotency is per event and recipient (`emailEffectKey`). */
  template: string;
  to: string;
  locale: Locale;
  content: RenderedEmail;
  /** The sign-in link its button carries, written when the email is sent (ADR 0085). */
  signIn?: SignInGrant | undefined;
  /** Files to read and attach when sending. */
  stored?: StoredFile[] | undefined;
}

/** One email kind: the letters an event of one detail type calls for, over its typed payload. */
export interface EmailDefinition<E extends { detailType: string; payload: z.ZodType }> {
  detailType: E['detailType'];
  letters: (payload: EventPayload<E>, context: PlanContext) => Letter[];
  /**
   * Which of the artist's templates words the client letter, if it has one: load-wording.ts reads
   * that template before the letters are written (`context.wording`).
   */
  wording?: ((payload: EventPayload<E>) => EmailTemplateKind | undefined) | undefined;
}

/** An email kind over the registry's event `event` (its payload type comes from the registry). */
export function defineEmail<E extends { detailType: string; payload: z.ZodType }>(
  event: E,
  letters: EmailDefinition<E>['letters'],
  wording?: EmailDefinition<E>['wording'],
): EmailDefinition<E> {
  return { detailType: event.detailType, letters, ...(wording && { wording }) };
}
