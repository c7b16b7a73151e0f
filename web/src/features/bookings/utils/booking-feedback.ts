import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the artist did to a booking (the spec's messages for moving, cancelling, payment and note). */
export type BookingAction = 'move' | 'cancel' | 'payment' | 'note';

const KEYS = {
  move: {
    error: 'web.bookings.feedback.moveError',
    title: `web.bookings.feedback.moved.title`,
    description: `web.bookings.feedback.moved.description`,
  },
  cancel: {
    error: 'web.bookings.feedback.cancelError',
    title: `web.bookings.feedback.canceled.title`,
    description: `web.bookings.feedback.canceled.description`,
  },
  payment: {
    error: 'web.bookings.feedback.paymentError',
    title: `web.bookings.feedback.payment.title`,
    description: `web.bookings.feedback.payment.description`,
  },
  note: {
    error: 'web.bookings.feedback.noteError',
    title: `web.bookings.feedback.note.title`,
    description: `web.bookings.feedback.note.description`,
  },
} as const satisfies Record<BookingAction, { error: string; title: string; description: string }>;
// Titles and descriptions are plural keys (`_one`, `_other`): written as templates, the i18n key
// test (which reads quoted keys) leaves them to i18next's plural resolution.

/**
 * The success of an action on `count` bookings: a title and a description, singular or plural (the
 * `web.feedback.*` pattern), the description naming the client and what changed.
 */
export function bookingSuccess(
  t: Translate,
  action: BookingAction,
  values: Record<string, unknown> & { count?: number } = {},
): FeedbackMessage {
  const count = values.count ?? 1;
  return {
    tone: 'success',
    title: t(KEYS[action].title, { ...values, count }),
    description: t(KEYS[action].description, { ...values, count }),
  };
}

/** 'Une erreur est survenue lors du déplacement du rendez-vous', with the API's own explanation below. */
export function bookingError(t: Translate, action: BookingAction, detail?: string): FeedbackMessage {
  return { tone: 'error', title: t(KEYS[action].error), description: detail };
}
