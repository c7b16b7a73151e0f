import { useCallback } from 'react';
import type { ClientView, SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { clientName, slotText } from '#web/src/features/requests/utils/request-text.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { useLocale } from './use-locale.ts';

export type RequestAction = 'accept' | 'refuse' | 'move' | 'propose' | 'ask';

/** A message after an action; an accepted request links to the booking it became. */
export interface ActionFeedback extends FeedbackMessage {
  bookingId?: string | undefined;
}

/** The message keys of each action, written out so they can be found (and checked) by name. */
const KEYS = {
  accept: {
    error: 'web.requests.feedback.acceptError',
    // Plural keys (`_one`, `_other`): i18next picks the form by `count`.
    title: `web.requests.feedback.accepted.title`,
    description: `web.requests.feedback.accepted.description`,
  },
  refuse: {
    error: 'web.requests.feedback.refuseError',
    title: `web.requests.feedback.refused.title`,
    description: `web.requests.feedback.refused.description`,
  },
  move: {
    error: 'web.requests.feedback.moveError',
    title: `web.requests.feedback.moved.title`,
    description: `web.requests.feedback.moved.description`,
  },
  propose: {
    error: 'web.requests.feedback.proposeError',
    title: `web.requests.feedback.proposed.title`,
    description: `web.requests.feedback.proposed.description`,
  },
  ask: {
    error: 'web.requests.feedback.askError',
    title: `web.requests.feedback.asked.title`,
    description: `web.requests.feedback.asked.description`,
  },
} as const satisfies Record<RequestAction, Record<string, string>>;

/** Whether a failure says the request was answered or cancelled meanwhile (409). */
export function isNotPending(error: unknown): boolean {
  return isApiError(error) && error.code === 'request_not_pending';
}

/**
 * The spec's messages for the artist's answers: a success has a title and a description (singular
 * or plural by `count`) naming the client and the slot; a failure reads "Une erreur est survenue
 * lors de l'acceptation de la demande" with the API's own explanation below it.
 */
export function useRequestFeedback(hourFormat?: '12' | '24') {
  const tk = useTranslateKey();
  const locale = useLocale();
  const success = useCallback(
    (
      action: RequestAction,
      answered: { client: ClientView; slot: SlotView },
      { count = 1, bookingId }: { count?: number; bookingId?: string } = {},
    ): ActionFeedback => {
      const values = {
        count,
        name: clientName(answered.client),
        when: slotText(answered.slot, locale, hourFormat),
      };
      return {
        tone: 'success',
        title: tk(KEYS[action].title, values),
        description: tk(KEYS[action].description, values),
        bookingId,
      };
    },
    [tk, locale, hourFormat],
  );
  const failureTitle = useCallback((action: RequestAction) => tk(KEYS[action].error), [tk]);
  const failure = useCallback(
    (action: RequestAction, error: unknown): ActionFeedback => ({
      tone: 'error',
      title: tk(KEYS[action].error),
      description: isApiError(error) ? error.message : tk('web.errors.unknown'),
    }),
    [tk],
  );
  /** The request was accepted, refused or cancelled elsewhere meanwhile: the list is read again. */
  const notPending = useCallback(
    (): ActionFeedback => ({
      tone: 'error',
      title: tk('web.requests.feedback.notPending.title'),
      description: tk('web.requests.feedback.notPending.description'),
    }),
    [tk],
  );
  return { success, failure, failureTitle, notPending };
}
