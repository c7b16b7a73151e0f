import type { PublicImage } from '#shared/api/contracts/images.ts';
import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import type { PickedSlot } from '#web/src/components/slot-picker/slot-picker.tsx';
import { randomUUIDv4 } from '#web/src/lib/random-id.ts';

/**
 * The booking form's draft: everything the client entered, kept in `sessionStorage` per pseudo so a
 * refresh (or a phone reloading a background tab) loses nothing, and cleared once the request is
 * sent. Its `idempotencyKey`, made once per draft, names the request: a double submit or a retry
 * after a lost answer creates one request (shared/api/contracts/booking-requests.ts).
 */
export type StepId = 'type' | 'flash' | 'description' | 'images' | 'date' | 'details' | 'summary';

/** The steps under `/{pseudo}/form/{type}`; the project type itself is chosen at `/{pseudo}/form`. */
export function stepsOf(type: ProjectType): StepId[] {
  const rest: StepId[] = ['description', 'images', 'date', 'details', 'summary'];
  return type === 'flash' ? ['flash', ...rest] : rest;
}

/** The slot picked at the date step: its id, the artist's local day and start, length and zone. */
export type ChosenSlot = PickedSlot;

export interface ReferenceImage {
  imageId: string;
  image?: PublicImage | undefined;
}

export interface BookingDraft {
  version: 1;
  idempotencyKey: string;
  step: StepId;
  type?: ProjectType | undefined;
  flashId?: string | undefined;
  description: { placement: string; size: string; text: string };
  images: ReferenceImage[];
  slot?: ChosenSlot | undefined;
  client: {
    firstName: string;
    lastName: string;
    /** As typed: read as a whole number when checked. */
    age: string;
    email: string;
    instagram: string;
    alreadyTattooed?: boolean | undefined;
  };
}

/** A booking request's idempotency key: a random UUID v4. */
export const newIdempotencyKey = randomUUIDv4;

export function emptyDraft(key = newIdempotencyKey()): BookingDraft {
  return {
    version: 1,
    idempotencyKey: key,
    step: 'type',
    description: { placement: '', size: '', text: '' },
    images: [],
    client: { firstName: '', lastName: '', age: '', email: '', instagram: '' },
  };
}

/** Whether the client entered anything worth a warning before leaving (the type alone is not). */
export function hasInput(draft: BookingDraft): boolean {
  const { description, client } = draft;
  return Boolean(
    draft.flashId ||
      draft.slot ||
      draft.images.length > 0 ||
      Object.values(description).some((value) => value.trim()) ||
      [client.firstName, client.lastName, client.age, client.email, client.instagram].some((value) =>
        value.trim(),
      ) ||
      client.alreadyTattooed !== undefined,
  );
}

const STORAGE_PREFIX = 'inkslot.booking.';

export function draftStorageKey(pseudo: string): string {
  return `${STORAGE_PREFIX}${pseudo.toLowerCase()}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STEPS: readonly StepId[] = ['type', 'flash', 'description', 'images', 'date', 'details', 'summary'];

/** The stored draft of this pseudo, or a new one when there is none (or it cannot be read). */
export function loadDraft(pseudo: string): BookingDraft {
  const text = storage()?.getItem(draftStorageKey(pseudo));
  if (!text) return emptyDraft();
  try {
    const stored = JSON.parse(text) as Partial<BookingDraft>;
    if (
      stored.version !== 1 ||
      typeof stored.idempotencyKey !== 'string' ||
      !UUID.test(stored.idempotencyKey)
    ) {
      return emptyDraft();
    }
    const empty = emptyDraft(stored.idempotencyKey);
    return {
      ...empty,
      step: STEPS.includes(stored.step as StepId) ? (stored.step as StepId) : 'type',
      type: PROJECT_TYPES.includes(stored.type as ProjectType) ? stored.type : undefined,
      flashId: typeof stored.flashId === 'string' ? stored.flashId : undefined,
      description: { ...empty.description, ...stored.description },
      images: Array.isArray(stored.images) ? stored.images.slice(0, 5) : [],
      slot: stored.slot && typeof stored.slot.slotId === 'string' ? stored.slot : undefined,
      client: { ...empty.client, ...stored.client },
    };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(pseudo: string, draft: BookingDraft): void {
  try {
    storage()?.setItem(draftStorageKey(pseudo), JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the form still works, it only forgets on refresh.
  }
}

export function clearDraft(pseudo: string): void {
  storage()?.removeItem(draftStorageKey(pseudo));
}

/**
 * The draft as the address asks for it: `/{pseudo}/form/{type}` sets the type (a new type starts at
 * its first step), `?flash={flashId}` picks one of the artist's flashes; a step the type does not
 * have becomes its first one. Without a type in the address the draft is left as it is.
 */
export function reconcileDraft(
  draft: BookingDraft,
  urlType: ProjectType | undefined,
  urlFlashId: string | undefined,
  flashIds: readonly string[],
): BookingDraft {
  if (!urlType) return draft;
  let next = draft;
  if (next.type !== urlType) {
    next = {
      ...next,
      type: urlType,
      flashId: urlType === 'flash' ? next.flashId : undefined,
      step: stepsOf(urlType)[0] ?? 'description',
    };
  }
  if (urlType === 'flash' && urlFlashId && flashIds.includes(urlFlashId) && next.flashId !== urlFlashId) {
    next = { ...next, flashId: urlFlashId, step: 'flash' };
  }
  if (!stepsOf(urlType).includes(next.step)) next = { ...next, step: stepsOf(urlType)[0] ?? 'description' };
  return next;
}

/**
 * The type step's check (`stepErrors` of the later steps says the same): here, without the shared
 * zod schemas, so that the form's first step works before its later steps load (ADR 0106).
 */
export function typeStepErrors(draft: Pick<BookingDraft, 'type'>): Record<string, { message: string }> {
  return draft.type ? {} : { type: { message: 'validation.booking.projectTypeRequired' } };
}
