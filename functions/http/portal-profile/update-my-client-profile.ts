import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { clientOf, toClientProfile } from './client-profile.ts';

/**
 * `PUT /portal/me`: the client replaces their information (first and last name, age, Instagram,
 * already tattooed, language; not the email, their identity). Only an existing client item changes
 * (404 otherwise); an empty Instagram removes it. Their next booking request writes its own details.
 */
export const handler = httpHandler(portalAuthRoutes.updateMyClientProfile, async ({ caller, body }) => {
  const { email } = requireClient(caller);
  await clientOf(email);
  const updatedAt = new Date().toISOString();
  const patch = getDb()
    .entities.client.patch({ email })
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      age: body.age,
      alreadyTattooed: body.alreadyTattooed,
      locale: body.locale,
      updatedAt,
      ...(body.instagram && { instagram: body.instagram }),
    });
  const updated = await (body.instagram ? patch : patch.remove(['instagram']))
    .go({ response: 'all_new' })
    .then((result) => result.data)
    .catch((error: { cause?: { name?: string } }) => {
      if (error.cause?.name === 'ConditionalCheckFailedException') throw new ApiError(404, 'not_found');
      throw error;
    });
  return toClientProfile({ ...updated, email } as Awaited<ReturnType<typeof clientOf>>);
});
