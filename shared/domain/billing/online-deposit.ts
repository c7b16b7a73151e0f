import type { Locale } from '#shared/i18n/locales.ts';

/** What a booking needs for its deposit to be paid online (ADR 0057). */
export interface DepositBooking {
  status: 'confirmed' | 'canceled';
  paymentState: string;
  depositCents?: number | undefined;
  slotEnd: string;
  depositPayment?: unknown;
}

/**
 * Whether the client can pay this booking's deposit online now: the artist's account takes card
 * payments, the booking is confirmed and not over, a deposit is set and still awaited, and none was
 * paid online already.
 */
export function canPayDepositOnline(
  booking: DepositBooking,
  artist: { paymentAccountId?: string | undefined; paymentAccountReady?: boolean | undefined },
  now: Date,
): boolean {
  return Boolean(
    artist.paymentAccountId &&
      artist.paymentAccountReady &&
      booking.status === 'confirmed' &&
      booking.paymentState === 'WAITING-FOR-DEPOSIT' &&
      (booking.depositCents ?? 0) > 0 &&
      !booking.depositPayment &&
      Date.parse(booking.slotEnd) > now.getTime(),
  );
}

/** The checkout's line, in the client's language (Stripe shows it on its page and the receipt). */
export function depositLineName(locale: Locale, artistName: string): string {
  const word = { fr: 'Acompte', en: 'Deposit', es: 'Depósito' }[locale];
  return `${word} · ${artistName}`;
}

/** How long a deposit's checkout stays open: Stripe's minimum, as the link makes a new one each time. */
export const DEPOSIT_CHECKOUT_SECONDS = 30 * 60;
