/**
 * The spec's feedback messages for creating, updating and deleting an item (spec section 8): a
 * failure reads "Une erreur est survenue lors de la création du voyage", a success has a title and a
 * description, singular or plural by `count`. Keys: `web.feedback.<item>.<action>Error` and
 * `web.feedback.<item>.<created|updated|deleted>.{title,description}_{one,other}`; the description
 * names the item with `{{title}}` (a flash's title, a travel's city, a link's title).
 */
export const FEEDBACK_ITEMS = ['travel', 'link', 'availability', 'flash', 'work'] as const;
export type FeedbackItem = (typeof FEEDBACK_ITEMS)[number];
export type FeedbackAction = 'create' | 'update' | 'delete';

const OUTCOMES = { create: 'created', update: 'updated', delete: 'deleted' } as const;

export interface FeedbackMessage {
  tone: 'success' | 'error';
  title: string;
  description?: string | undefined;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The success message of an action on `count` items (`title` names the item when there is one). */
export function successFeedback(
  t: Translate,
  item: FeedbackItem,
  action: FeedbackAction,
  { count = 1, title = '' }: { count?: number; title?: string } = {},
): FeedbackMessage {
  const base = `web.feedback.${item}.${OUTCOMES[action]}`;
  return {
    tone: 'success',
    title: t(`${base}.title`, { count }),
    description: t(`${base}.description`, { count, title }),
  };
}

/** The failure message of an action, with the API's own explanation (already localized) below it. */
export function errorFeedback(
  t: Translate,
  item: FeedbackItem,
  action: FeedbackAction,
  detail?: string,
): FeedbackMessage {
  return { tone: 'error', title: t(`web.feedback.${item}.${action}Error`), description: detail };
}
