import { describe, expect, it } from 'vitest';
import { bookingRequestFields } from './booking-fields.ts';

const valid = {
  idempotencyKey: '0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9b01',
  projectType: 'flash',
  flashId: '3c9e7a10-5b2d-4e8f-9a61-2f4b8c0d1e23',
  description: { placement: ' Ankle ', size: '5 cm' },
  slotId: '2026-05-02T10:00/120',
  client: {
    firstName: 'Camille',
    lastName: 'Martin',
    age: 16,
    email: ' Camille@Example.com ',
    instagram: '@camille.ink',
    alreadyTattooed: false,
  },
  locale: 'fr',
};

const keysOf = (value: unknown) => {
  const result = bookingRequestFields.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the booking request fields', () => {
  it('accepts a flash request, normalizing the email, the handle and the text', () => {
    const parsed = bookingRequestFields.parse(valid);
    expect(parsed.client).toMatchObject({ email: 'camille@example.com', instagram: 'camille.ink' });
    expect(parsed.description).toEqual({ placement: 'Ankle', size: '5 cm', text: '' });
    expect(parsed.referenceImageIds).toEqual([]);
  });

  it('marks the required fields', () => {
    expect(
      keysOf({
        ...valid,
        description: { placement: '', size: '' },
        client: { ...valid.client, firstName: ' ' },
      }),
    ).toEqual([
      'description.placement:validation.booking.placementRequired',
      'description.size:validation.booking.sizeRequired',
      'client.firstName:validation.booking.firstNameRequired',
    ]);
    expect(keysOf({ ...valid, flashId: undefined })).toEqual(['flashId:validation.booking.flashRequired']);
    expect(keysOf({ ...valid, projectType: 'custom', flashId: undefined })).toEqual([
      'description.text:validation.booking.textRequired',
    ]);
  });

  it('refuses a client under 16, a bad handle, a bad slot id, more than 5 images or duplicates', () => {
    expect(keysOf({ ...valid, client: { ...valid.client, age: 15 } })).toEqual([
      'client.age:validation.booking.ageTooYoung',
    ]);
    expect(keysOf({ ...valid, client: { ...valid.client, instagram: 'not a handle' } })).toEqual([
      'client.instagram:validation.booking.instagramInvalid',
    ]);
    expect(keysOf({ ...valid, slotId: '2026-05-02T10:00' })).toEqual([
      'slotId:validation.booking.slotInvalid',
    ]);
    const id = (n: number) => `0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9b0${n}`;
    expect(keysOf({ ...valid, referenceImageIds: [1, 2, 3, 4, 5, 6].map(id) })).toEqual([
      'referenceImageIds:validation.booking.tooManyImages',
    ]);
    expect(keysOf({ ...valid, referenceImageIds: [id(1), id(1)] })).toEqual([
      'referenceImageIds:validation.invalidValue',
    ]);
  });

  it('survives any shape without throwing', () => {
    for (const value of [
      null,
      1,
      'x',
      [],
      { description: null },
      { description: 'x', projectType: 'custom' },
    ]) {
      expect(bookingRequestFields.safeParse(value).success).toBe(false);
    }
  });
});
