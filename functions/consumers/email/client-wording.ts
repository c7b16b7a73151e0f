import type { TFunction } from 'i18next';
import type { EmailTemplateKind, Placeholder } from '#shared/domain/email-templates.ts';

/**
 * How the artist worded one client email (their template for its kind and the client's language),
 * with what fills the placeholders the event does not carry (their pseudo and residency).
 */
export interface Wording {
  subject: string;
  body: string;
  extras: Partial<Record<Placeholder, string>>;
}

/** What letters receive beside the event: the app's address, the artist's wording if any, the team's inbox. */
export interface PlanContext {
  appUrl: string;
  wording?: Wording | undefined;
  /** Where the team reads bug reports and suggestions. */
  supportInbox?: string | undefined;
  /**
   * Makes the secret of a client button's sign-in link (ADR 0085): random when the consumer sends,
   * fixed in tests. None: the button leads to the portal's sign-in page, as an artist's test email does.
   */
  signInSecret?: (() => string) | undefined;
}

/** The default wording of a client email in the reader's language (`email.templates.<kind>`). */
export function defaultWording(t: TFunction, kind: EmailTemplateKind): { subject: string; body: string } {
  return { subject: t(`email.templates.${kind}.subject`), body: t(`email.templates.${kind}.body`) };
}
