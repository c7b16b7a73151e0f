import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ImageUpload } from '#shared/api/contracts/images.ts';

/**
 * The media bucket as the tests reach it (the local cloud's S3 stand-in, through the environment
 * `applyCloudEnv` set): path-style, checksums only when required, as the functions' client.
 */
export function mediaS3() {
  return new S3Client({
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    forcePathStyle: true,
  });
}

/** Posts a presigned POST's form as a browser does: every policy field in order, then the file last. */
export function postForm(upload: ImageUpload['upload'], bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return fetch(upload.url, { method: 'POST', body: form });
}

/** Whether an object is in the bucket (a HEAD: NotFound is false, anything else throws). */
export async function objectExists(s3: S3Client, bucket: string, key: string) {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}
