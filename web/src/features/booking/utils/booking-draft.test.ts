import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BookingDraft,
  draftStorageKey,
  emptyDraft,
  hasInput,
  loadDraft,
  newIdempotencyKey,
  reconcileDraft,
  saveDraft,
} from './booking-draft.ts';
import { isFormPath } from './form-paths.ts';
import { requestBodyOf, stepErrors, stepOfField } from './step-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => sessionStorage.clear());

describe('the booking draft', () => {
  it('has one UUID per draft, kept per pseudo across loads, whatever the case of the pseudo', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const draft = { ...emptyDraft(), type: 'custom' as const };
    saveDraft('Ink-Mia', draft);
    expect(loadDraft('ink-mia')).toEqual(draft);
    expect(sessionStorage.getItem(draftStorageKey('INK-MIA'))).not.toBeNull();
    expect(loadDraft('someone-else').idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('starts afresh on anything it cannot read', () => {
    sessionStorage.setItem(draftStorageKey('a'), '{oops');
    expect(loadDraft('a').step).toBe('type');
    sessionStorage.setItem(draftStorageKey('b'), JSON.stringify({ version: 1, idempotencyKey: 'nope' }));
    expect(loadDraft('b').idempotencyKey).toMatch(UUID);
    sessionStorage.setItem(
      draftStorageKey('c'),
      JSON.stringify({
        ...emptyDraft(),
        step: 'elsewhere',
        type: 'tattoo',
        images: new Array(9).fill({ imageId: 'x' }),
      }),
    );
    expect(loadDraft('c')).toMatchObject({ step: 'type', type: undefined });
    expect(loadDraft('c').images).toHaveLength(5);
  });

  it('counts as input anything typed or chosen but the type alone', () => {
    expect(hasInput({ ...emptyDraft(), type: 'custom' })).toBe(false);
    expect(hasInput({ ...emptyDraft(), description: { placement: ' ', size: '', text: '' } })).toBe(false);
    expect(hasInput({ ...emptyDraft(), description: { placement: 'Ankle', size: '', text: '' } })).toBe(true);
    expect(hasInput({ ...emptyDraft(), client: { ...emptyDraft().client, alreadyTattooed: false } })).toBe(
      true,
    );
  });

  it('follows the address: a new type starts at its first step, a flash link picks the flash', () => {
    const draft: BookingDraft = { ...emptyDraft(), type: 'custom', step: 'date' };
    expect(reconcileDraft(draft, undefined, undefined, [])).toBe(draft);
    expect(reconcileDraft(draft, 'custom', undefined, [])).toBe(draft);
    expect(reconcileDraft(draft, 'touchup', undefined, [])).toMatchObject({
      type: 'touchup',
      step: 'description',
    });
    expect(reconcileDraft(draft, 'flash', 'f1', ['f1'])).toMatchObject({
      type: 'flash',
      flashId: 'f1',
      step: 'flash',
    });
    expect(reconcileDraft(draft, 'flash', 'gone', ['f1'])).toMatchObject({
      flashId: undefined,
      step: 'flash',
    });
    expect(reconcileDraft({ ...draft, type: 'flash', step: 'type' }, 'flash', undefined, [])).toMatchObject({
      step: 'flash',
    });
  });

  it('knows the form pages of an artist', () => {
    expect(isFormPath('ink-mia', '/ink-mia/form')).toBe(true);
    expect(isFormPath('ink-mia', '/Ink-Mia/form/custom')).toBe(true);
    expect(isFormPath('ink-mia', '/ink-mia')).toBe(false);
    expect(isFormPath('ink-mia', '/ink-mia/formation')).toBe(false);
  });
});

describe('the steps checks', () => {
  it('require the description text for a custom project or a touch-up, not for a flash', () => {
    const draft: BookingDraft = {
      ...emptyDraft(),
      type: 'touchup',
      description: { placement: 'Wrist', size: '3 cm', text: '' },
    };
    expect(stepErrors('description', draft)).toEqual({
      text: { message: 'validation.booking.textRequired' },
    });
    expect(stepErrors('description', { ...draft, type: 'flash' })).toEqual({});
  });

  it('read the age as a whole number of at least 16, and the Instagram handle with or without @', () => {
    const client = {
      firstName: 'A',
      lastName: 'B',
      age: '16',
      email: 'a@example.com',
      instagram: '@a.b',
      alreadyTattooed: false,
    };
    expect(stepErrors('details', { ...emptyDraft(), client })).toEqual({});
    expect(stepErrors('details', { ...emptyDraft(), client: { ...client, age: '15' } })).toEqual({
      'client.age': { message: 'validation.booking.ageTooYoung' },
    });
    expect(stepErrors('details', { ...emptyDraft(), client: { ...client, age: '2.5' } })).toEqual({
      'client.age': { message: 'validation.booking.ageInvalid' },
    });
  });

  it('build the request body, with the flash only for a flash', () => {
    const draft: BookingDraft = {
      ...emptyDraft(),
      type: 'custom',
      flashId: 'f1',
      description: { placement: ' Ankle ', size: '5 cm', text: ' A moth ' },
      images: [{ imageId: 'i1' }],
      slot: {
        slotId: '2026-05-02T10:00/120',
        date: '2026-05-02',
        start: '10:00',
        minutes: 120,
        timezone: 'UTC',
      },
      client: {
        firstName: 'A',
        lastName: 'B',
        age: '30',
        email: 'a@example.com',
        instagram: '',
        alreadyTattooed: true,
      },
    };
    expect(requestBodyOf(draft, 'es')).toEqual({
      idempotencyKey: draft.idempotencyKey,
      projectType: 'custom',
      description: { placement: 'Ankle', size: '5 cm', text: 'A moth' },
      referenceImageIds: ['i1'],
      slotId: '2026-05-02T10:00/120',
      client: { firstName: 'A', lastName: 'B', age: 30, email: 'a@example.com', alreadyTattooed: true },
      locale: 'es',
    });
    expect(requestBodyOf({ ...draft, type: 'flash' }, 'fr')).toMatchObject({
      projectType: 'flash',
      flashId: 'f1',
    });
  });

  it('send an API field error to the step that shows it', () => {
    expect(stepOfField('description.size')).toBe('description');
    expect(stepOfField('referenceImageIds.2')).toBe('images');
    expect(stepOfField('client.email')).toBe('details');
    expect(stepOfField('flashId')).toBe('flash');
    expect(stepOfField('slotId')).toBe('date');
  });
});
