import type { Slot } from '#functions/lib/email/values.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Block, type Letter, type Vars, words } from './letter.ts';
import { dateWords, portalButton } from './letter-parts.ts';

/**
 * The consent form asked for in a client email (the acceptance, each reminder; ADR 0088): a paragraph
 * with the deadline, and the button to the booking's signing page through the portal's sign-in.
 */
export function consentAsk(input: {
  deadline: string | undefined;
  slot: Pick<Slot, 'timezone' | 'hourFormat'>;
  locale: Locale;
  vars: Vars;
  portalLink: string;
  bookingId: string;
}): { block: Block; cta: NonNullable<Letter['cta']> } | undefined {
  if (!input.deadline) return undefined;
  const deadline = dateWords({ ...input.slot, start: input.deadline }, input.locale);
  return {
    block: words('email.consent.ask', { ...input.vars, deadline }),
    cta: portalButton(
      words('email.consent.signCta'),
      input.portalLink,
      `/portal/bookings/${input.bookingId}/consent`,
    ),
  };
}
