import { describe, expect, it } from 'vitest';
import { clientProfile as profile } from '#web/src/features/portal-profile/test/client-profile-fixtures.ts';
import {
  clientProfileBody,
  clientProfileFormSchema,
  clientProfileFormValues,
} from './client-profile-form-values.ts';

describe('the client profile form values', () => {
  it('round-trips a profile into the body of PUT /portal/me', () => {
    const values = clientProfileFormValues(profile);
    expect(values).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      age: '29',
      instagram: 'camille.ink',
      alreadyTattooed: 'yes',
      locale: 'fr',
    });
    const parsed = clientProfileFormSchema.parse({ ...values, instagram: '@new.handle', age: ' 30 ' });
    expect(clientProfileBody(parsed)).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      age: 30,
      instagram: 'new.handle',
      alreadyTattooed: true,
      locale: 'fr',
    });
    expect(clientProfileBody(clientProfileFormSchema.parse({ ...values, instagram: '' })).instagram).toBe('');
  });

  it('reports each invalid field with the booking form messages', () => {
    const result = clientProfileFormSchema.safeParse({
      firstName: ' ',
      lastName: 'Martin',
      age: '12',
      instagram: 'no spaces',
      alreadyTattooed: '',
      locale: 'fr',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      firstName: 'validation.booking.firstNameRequired',
      age: 'validation.booking.ageTooYoung',
      instagram: 'validation.booking.instagramInvalid',
      alreadyTattooed: 'validation.booking.alreadyTattooedRequired',
    });
  });
});
