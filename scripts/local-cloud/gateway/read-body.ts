import type { IncomingMessage } from 'node:http';

/** API Gateway's limit on a request's payload. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export class PayloadTooLargeError extends Error {
  constructor() {
    super('request body over the 10 MB limit');
  }
}

/**
 * Reads a request body, refusing one over the limit (at once when Content-Length says so). A
 * refused body is still read to its end and dropped, so the client, still sending, gets the 413
 * instead of a broken connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      reject(new PayloadTooLargeError());
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) refuse();
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
