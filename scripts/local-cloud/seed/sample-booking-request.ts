import { randomUUID } from 'node:crypto';
import type { BookingRequestInput } from '#shared/api/contracts/booking-requests.ts';

type SampleOverrides = Partial<Omit<BookingRequestInput, 'client'>> & {
  client?: Partial<BookingRequestInput['client']>;
};

/**
 * A valid custom-project request for a slot, as a client fills in the public form: one new client
 * (a unique email) each time. The tests and `npm run cost` send it; `overrides` change any field,
 * `client` fields one by one.
 */
export function sampleBookingRequest(slotId: string, overrides: SampleOverrides = {}): BookingRequestInput {
  const { client, ...rest } = overrides;
  return {
    idempotencyKey: randomUUID(),
    projectType: 'custom',
    description: { placement: 'Left forearm', size: '10 x 6 cm', text: 'A swallow with a rose, fine line.' },
    referenceImageIds: [],
    slotId,
    client: {
      firstName: 'Camille',
      lastName: 'Martin',
      age: 29,
      email: `client-${randomUUID().slice(0, 12)}@inkslot.test`,
      instagram: '@camille.ink',
      alreadyTattooed: true,
      ...client,
    },
    locale: 'en',
    ...rest,
  };
}
