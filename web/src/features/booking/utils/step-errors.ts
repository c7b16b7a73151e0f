import type { z } from 'zod';
import type { BookingRequestInput } from '#shared/api/contracts/booking-requests.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { clientFields, descriptionFields } from '#shared/validation/booking-fields.ts';
import { type BookingDraft, type StepId, typeStepErrors } from './booking-draft.ts';

/**
 * A step's invalid fields: field path (`placement`, `client.email`, ...) to an i18n key (the shared
 * zod messages, `validation.booking.*`) or, with `server: true`, to the API's already localized text.
 */
export type FieldErrors = Record<string, { message: string; server?: boolean }>;

function issuesOf(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = `${prefix}${issue.path.join('.')}`;
    if (!errors[path]) errors[path] = { message: issue.message };
  }
  return errors;
}

/** The age as typed: a whole number, or what zod refuses with the right message. */
function ageOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Checks one step of the draft; an empty object means the client may go on. */
export function stepErrors(step: StepId, draft: BookingDraft): FieldErrors {
  switch (step) {
    case 'type':
      return typeStepErrors(draft);
    case 'flash':
      return draft.flashId ? {} : { flashId: { message: 'validation.booking.flashRequired' } };
    case 'description': {
      const parsed = descriptionFields.safeParse(draft.description);
      const errors = parsed.success ? {} : issuesOf(parsed.error);
      if (draft.type !== 'flash' && !draft.description.text.trim() && !errors.text) {
        errors.text = { message: 'validation.booking.textRequired' };
      }
      return errors;
    }
    case 'date':
      return draft.slot ? {} : { slotId: { message: 'validation.booking.slotRequired' } };
    case 'details': {
      const parsed = clientFields.safeParse({ ...draft.client, age: ageOf(draft.client.age) });
      return parsed.success ? {} : issuesOf(parsed.error, 'client.');
    }
    default:
      return {};
  }
}

/** The request body of a complete draft (`POST /artists/{pseudo}/requests`). */
export function requestBodyOf(draft: BookingDraft, locale: Locale): BookingRequestInput {
  const { client } = draft;
  return {
    idempotencyKey: draft.idempotencyKey,
    projectType: draft.type ?? 'custom',
    ...(draft.type === 'flash' && draft.flashId && { flashId: draft.flashId }),
    description: {
      placement: draft.description.placement.trim(),
      size: draft.description.size.trim(),
      text: draft.description.text.trim(),
    },
    referenceImageIds: draft.images.map((image) => image.imageId),
    slotId: draft.slot?.slotId ?? '',
    client: {
      firstName: client.firstName.trim(),
      lastName: client.lastName.trim(),
      age: ageOf(client.age) ?? 0,
      email: client.email.trim(),
      ...(client.instagram.trim() && { instagram: client.instagram.trim() }),
      alreadyTattooed: client.alreadyTattooed ?? false,
    },
    locale,
  };
}

/** Which step shows an API field error (`description.placement` → the description step). */
export function stepOfField(path: string): StepId {
  if (path === 'flashId') return 'flash';
  if (path === 'projectType') return 'type';
  if (path.startsWith('description')) return 'description';
  if (path.startsWith('referenceImageIds')) return 'images';
  if (path === 'slotId') return 'date';
  if (path.startsWith('client')) return 'details';
  return 'summary';
}
