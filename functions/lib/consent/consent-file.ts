import { env } from '#functions/lib/env.ts';
import { presignedGetUrl } from '#functions/lib/private-media.ts';

/**
 * The signed PDF's bytes, for the email consumer to attach (ADR 0088): a one-minute presigned GET read
 * with `fetch`, so the consumer carries the small signer, not S3's whole client (150 KiB).
 */
export async function readConsentPdf(key: string, now: Date = new Date()): Promise<Uint8Array> {
  const url = await presignedGetUrl(key, now, { bucket: env.consentBucket, expiresInSeconds: 60 });
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`consent PDF ${key} answered ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}
