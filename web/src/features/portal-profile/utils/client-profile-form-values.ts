import * as z from 'zod';
import {
  type ClientProfile,
  type ClientProfileInput,
  clientProfileInput,
} from '#shared/api/contracts/portal-auth.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** The form's values: what the inputs hold (text, a yes/no radio), before the API contract. */
export interface ClientProfileFormValues {
  firstName: string;
  lastName: string;
  age: string;
  instagram: string;
  alreadyTattooed: 'yes' | 'no' | '';
  locale: Locale;
}

export function clientProfileFormValues(profile: ClientProfile): ClientProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    age: String(profile.age),
    instagram: profile.instagram ?? '',
    alreadyTattooed: profile.alreadyTattooed ? 'yes' : 'no',
    locale: profile.locale,
  };
}

/**
 * The form's schema: its text values turned into the API's body, then checked by the API's own
 * contract (`clientProfileInput`, from the booking form's client fields), so both say the same.
 */
export const clientProfileFormSchema: z.ZodType<
  z.output<typeof clientProfileInput>,
  ClientProfileFormValues
> = z.preprocess((raw) => {
  const values = raw as ClientProfileFormValues;
  return {
    ...values,
    age: values.age.trim() === '' ? undefined : Number(values.age.trim()),
    alreadyTattooed: values.alreadyTattooed === '' ? undefined : values.alreadyTattooed === 'yes',
  };
}, clientProfileInput);

export type ClientProfileFormOutput = z.output<typeof clientProfileFormSchema>;

/** The body of `PUT /portal/me` (an empty Instagram removes it). */
export function clientProfileBody(values: ClientProfileFormOutput): ClientProfileInput {
  return { ...values, instagram: values.instagram ?? '' };
}
