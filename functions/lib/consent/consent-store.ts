import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { env } from '#functions/lib/env.ts';
import { presignedGetUrl } from '#functions/lib/private-media.ts';
import { getS3 } from '#functions/lib/s3.ts';

/** A download link to a signed consent lives five minutes: it is opened at once (ADR 0089). */
const CONSENT_LINK_SECONDS = 5 * 60;

/** Where a booking's signed PDF is kept: one key per signing, named by its own hash. */
export function consentPdfKey(artistId: string, bookingId: string, sha256: string): string {
  return `consents/${artistId}/${bookingId}/${sha256}.pdf`;
}

/** The date the PDF stays locked until: `years` after the signing, to the second. */
export function retainUntil(signedAt: string, years: number): string {
  const date = new Date(signedAt);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/**
 * Puts the signed PDF under Object Lock in COMPLIANCE mode until `until` (ADR 0089): nobody, the
 * account's root included, can delete or overwrite that version before then. S3 requires a checksum
 * with lock parameters: Content-MD5.
 */
export async function putLockedPdf(key: string, bytes: Uint8Array, until: string): Promise<void> {
  await getS3().send(
    new PutObjectCommand({
      Bucket: env.consentBucket,
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      ContentMD5: createHash('md5').update(bytes).digest('base64'),
      ObjectLockMode: 'COMPLIANCE',
      ObjectLockRetainUntilDate: new Date(until),
    }),
  );
}

/** A short presigned GET that downloads the PDF under a readable name. */
export function consentPdfUrl(key: string, fileName: string, now: Date = new Date()): Promise<string> {
  return presignedGetUrl(key, now, {
    bucket: env.consentBucket,
    expiresInSeconds: CONSENT_LINK_SECONDS,
    query: { 'response-content-disposition': `attachment; filename="${fileName}"` },
  });
}
