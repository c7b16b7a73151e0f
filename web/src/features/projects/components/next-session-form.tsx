import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { amountToCents, centsToAmount, currencySymbol } from '#shared/domain/money.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { bookMyProjectSession } from '#web/src/features/projects/api/project-api.ts';
import { decimalsOf, formatDecimal, parseDecimal } from '#web/src/lib/decimal-text.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * What the route's slot dialog takes (`features/reschedule`'s `MoveSlotDialog`): the title, the
 * session's slot (its length is offered first), the failure's title, what choosing does, its words.
 */
export interface SessionSlotDialog {
  title: string;
  current: Pick<SlotView, 'slotId' | 'localDate' | 'localStart' | 'durationMinutes'>;
  errorTitle: string;
  onMove: (slotId: string) => Promise<void>;
  onClose: () => void;
  wording: { current: string; email: string; confirm: string };
}

interface NextSessionFormProps {
  booking: BookingView;
  /** The session to book. */
  number: number;
  renderSlotDialog: (dialog: SessionSlotDialog) => ReactNode;
  onBooked: () => Promise<void>;
  setFeedback: (feedback: FeedbackMessage | null) => void;
}

/** Its price (this session's, typed in the currency), then a slot of the artist's in the dialog. */
export function NextSessionForm({
  booking,
  number,
  renderSlotDialog,
  onBooked,
  setFeedback,
}: NextSessionFormProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { currency } = booking.payment;
  const [price, setPrice] = useState(formatDecimal(centsToAmount(booking.payment.priceCents), locale));
  const [problem, setProblem] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const client = `${booking.client.firstName} ${booking.client.lastName}`;
  const amount = parseDecimal(price);
  const priceCents = amount === undefined || decimalsOf(price) > 2 ? undefined : amountToCents(amount);
  const choose = () => {
    setFeedback(null);
    if (priceCents === undefined || priceCents < 0) {
      setProblem(
        t(price.trim() ? 'validation.lifecycle.amountInvalid' : 'validation.lifecycle.priceRequired'),
      );
      return;
    }
    setProblem(undefined);
    setOpen(true);
  };
  const book = async (slotId: string) => {
    await bookMyProjectSession(booking.bookingId, { number, slotId, priceCents: priceCents ?? 0 });
    setOpen(false);
    setFeedback({ tone: 'success', title: t('web.projects.booked', { number, client }) });
    await onBooked();
  };
  return (
    <div className="stack project-panel__next">
      <TextField
        label={t('web.projects.price', { number, currency: currencySymbol(currency, locale) })}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t('web.projects.priceHint')}
        value={price}
        error={problem}
        onChange={(event) => setPrice(event.target.value)}
      />
      <div className="row">
        <Button onClick={choose}>{t('web.projects.bookNext', { number })}</Button>
      </div>
      {open &&
        renderSlotDialog({
          title: t('web.projects.bookTitle', { number, client }),
          current: booking.slot,
          errorTitle: t('web.projects.bookFailed'),
          onMove: book,
          onClose: () => setOpen(false),
          wording: {
            current: t('web.projects.sessionOf', { number, planned: booking.session?.planned ?? number }),
            email: t('web.projects.bookEmail', { client }),
            confirm: t('web.projects.bookNext', { number }),
          },
        })}
    </div>
  );
}
