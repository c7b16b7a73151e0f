import { getDb } from '#functions/lib/db.ts';
import type { ClientProfile } from '#shared/api/contracts/portal-auth.ts';
import { ApiError } from '#shared/api/errors.ts';

/** The signed-in client's item (their identity is the token's email); 404 if there is none. */
export async function clientOf(email: string) {
  const client = (await getDb().entities.client.get({ email }).go({ consistent: true })).data;
  if (!client) throw new ApiError(404, 'not_found');
  return client;
}

export function toClientProfile(client: Awaited<ReturnType<typeof clientOf>>): ClientProfile {
  return {
    email: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
    age: client.age,
    ...(client.instagram && { instagram: client.instagram }),
    alreadyTattooed: client.alreadyTattooed,
    locale: client.locale,
    updatedAt: client.updatedAt,
  };
}
