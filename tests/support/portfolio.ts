import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import type { ImageKind } from '#shared/api/contracts/images.ts';
import type { Db } from '#shared/db/service.ts';
import { api } from './api.ts';
import { signUpArtist, type TestArtist } from './artists.ts';

export interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; key: string; message: string }[] };
}

/** A signed-up artist who went through onboarding (a pseudo, the Free plan, active). */
export async function onboardedArtist(): Promise<TestArtist & { pseudo: string }> {
  const artist = await signUpArtist();
  const pseudo = `folio-${randomUUID().slice(0, 8)}`;
  const created = await api('/me/onboarding', {
    token: artist.idToken,
    body: { pseudo, displayName: 'Folio Ink' },
  });
  if (created.status !== 201) throw new Error(`onboarding answered ${created.status}: ${created.text}`);
  return { ...artist, pseudo };
}

/**
 * An image item as the image processor leaves it (written directly: these tests are about flashes
 * and works, not the upload pipeline, which tests/integration/images.test.ts covers).
 */
export async function storedImage(
  db: Db,
  artistId: string,
  kind: ImageKind,
  status: 'ready' | 'pending' | 'rejected' = 'ready',
): Promise<string> {
  const imageId = randomUUID();
  await db.entities.image
    .create({
      artistId,
      imageId,
      kind,
      contentType: 'image/jpeg',
      status,
      ...(status === 'ready' && {
        width: 1200,
        height: 900,
        placeholder: '#5a3b4c',
        variantWidths: [320, 640, 1024],
      }),
    })
    .go();
  return imageId;
}

/** Sets the plan status on the artist item, as the billing webhook will (`inactive`: a failed payment). */
export async function setPlanStatus(db: Db, artistId: string, planStatus: 'active' | 'inactive') {
  await db.entities.artist.patch({ artistId }).set({ planStatus }).go();
}

/**
 * A client-kind token: a portal session (`token_use: portal`, no Cognito group) that still passes
 * the local JWT authorizer (signed with cognito-local's key, right issuer and audience), so the
 * handler itself must refuse it.
 */
export async function clientToken(): Promise<string> {
  const cloud = inject('localCloud');
  const { jwk } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
    jwk: Record<string, string>;
  };
  return new SignJWT({
    sub: randomUUID(),
    aud: cloud.userPoolClientId,
    token_use: 'portal',
    email: 'client@inkslot.test',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(`${cloud.urls.app}/cognito/${cloud.userPoolId}`)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
}

/** The detail types of the outbox items whose detail mentions `id`, oldest first. */
export async function outboxTypesFor(db: Db, id: string): Promise<string[]> {
  const { data } = await db.entities.outboxEvent.scan
    .where(({ detail }, { contains }) => contains(detail, id))
    .go({ pages: 'all' });
  return data.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).map((item) => item.detailType);
}
