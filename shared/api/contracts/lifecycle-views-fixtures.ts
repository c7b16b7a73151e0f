import type { PaymentView, SlotView } from './lifecycle-views.ts';

/** For tests: Saturday 2 May 2026, 10:00–12:00 in Paris (08:00–10:00 UTC), as the views show a slot. */
export const slotViewFixture: SlotView = {
  slotId: '2026-05-02T10:00/120',
  start: '2026-05-02T08:00:00.000Z',
  end: '2026-05-02T10:00:00.000Z',
  localDate: '2026-05-02',
  localStart: '10:00',
  durationMinutes: 120,
  timezone: 'Europe/Paris',
};

/** For tests: 150 € with a 50 € deposit still to pay, as a booking is accepted unless said. */
export const depositAwaitedPayment: PaymentView = {
  priceCents: 15_000,
  depositCents: 5_000,
  currency: 'EUR',
  paymentState: 'WAITING-FOR-DEPOSIT',
};
