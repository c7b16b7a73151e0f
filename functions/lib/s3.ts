import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * The S3 client, created once per container. Checksums only when required (s3rver otherwise stores
 * the aws-chunked framing of streamed bodies), and path-style addressing when an endpoint is set
 * (the local stand-in has no per-bucket host names).
 */
export function getS3(): S3Client {
  client ??= new S3Client({
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  });
  return client;
}
