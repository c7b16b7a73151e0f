import type { ClientProfile } from '#shared/api/contracts/portal-auth.ts';

/** A client's profile as `GET /portal/me` answers it. */
export const clientProfile: ClientProfile = {
  email: 'camille@example.com',
  firstName: 'Camille',
  lastName: 'Martin',
  age: 29,
  instagram: 'camille.ink',
  alreadyTattooed: true,
  locale: 'fr',
  updatedAt: '2027-01-01T00:00:00.000Z',
};
