import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';

/**
 * What a browser's push service does with a Web Push request, for the local push service: checks
 * the VAPID signature (RFC 8292) and, standing in for the browser that subscribed, decrypts the
 * `aes128gcm` payload with the subscription's private key (RFC 8291, RFC 8188).
 */

/** A browser's side of one subscription: its P-256 key pair and auth secret (never leave the stand-in). */
export interface SubscriberKeys {
  ecdh: ECDH;
  /** The uncompressed public point (65 bytes): `keys.p256dh` of the subscription. */
  publicKey: Buffer;
  /** 16 random bytes: `keys.auth`. */
  auth: Buffer;
}

export function newSubscriberKeys(): SubscriberKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { ecdh, publicKey, auth: randomBytes(16) };
}

export class PushProtocolError extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'PushProtocolError';
  }
}

const base64url = (text: string) => Buffer.from(text, 'base64url');

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by `k`, for this push
 * service's origin (`aud`), not expired and at most 24 hours ahead (`exp`), with a contact (`sub`).
 * Answers the application server's key (`k`, raw), which a subscription may be bound to.
 */
export function verifyVapid(authorization: string | undefined, audience: string, now = Date.now()): Buffer {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization?.trim() ?? '');
  if (!match) throw new PushProtocolError(401, 'missing or malformed vapid authorization');
  const [token = '', key = ''] = match.slice(1);
  const serverKey = base64url(key);
  if (serverKey.length !== 65 || serverKey[0] !== 4)
    throw new PushProtocolError(401, 'k is not a P-256 point');
  const [header = '', claims = '', signature = ''] = token.split('.');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: serverKey.subarray(1, 33).toString('base64url'),
      y: serverKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    base64url(signature),
  );
  if (!signed) throw new PushProtocolError(401, 'the vapid signature does not match k');
  const { alg } = JSON.parse(base64url(header).toString('utf8')) as { alg?: unknown };
  const { aud, exp, sub } = JSON.parse(base64url(claims).toString('utf8')) as Record<string, unknown>;
  if (alg !== 'ES256') throw new PushProtocolError(401, 'the vapid token is not ES256');
  if (aud !== audience) throw new PushProtocolError(401, `the vapid audience is not ${audience}`);
  const seconds = Math.floor(now / 1000);
  if (typeof exp !== 'number' || exp <= seconds || exp > seconds + 24 * 3600)
    throw new PushProtocolError(401, 'the vapid token is expired or expires more than 24 hours ahead');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub))
    throw new PushProtocolError(401, 'the vapid token names no contact (sub)');
  return serverKey;
}

/** RFC 8188's header: salt, record size, the sender's public key as key id. */
function readHeader(body: Buffer) {
  if (body.length < 21) throw new PushProtocolError(400, 'the body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (recordSize < 18 || senderKey.length !== 65)
    throw new PushProtocolError(400, 'the aes128gcm header is not a Web Push one');
  return { salt, recordSize, senderKey, records: body.subarray(21 + idLength) };
}

/** The content encryption key and nonce (RFC 8291 section 3.4, RFC 8188 section 2.2). */
function contentKeys(keys: SubscriberKeys, salt: Buffer, senderKey: Buffer) {
  let shared: Buffer;
  try {
    shared = keys.ecdh.computeSecret(senderKey);
  } catch {
    throw new PushProtocolError(400, 'the sender key is not a point of P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  return {
    key: Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16)),
    nonce: Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12)),
  };
}

/** Decrypts a Web Push message body (`Content-Encoding: aes128gcm`) as the subscribed browser would. */
export function decryptPushBody(body: Buffer, keys: SubscriberKeys): Buffer {
  const { salt, recordSize, senderKey, records } = readHeader(body);
  const { key, nonce } = contentKeys(keys, salt, senderKey);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low bytes (RFC 8188, section 2.3).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let padded: Buffer;
    try {
      padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new PushProtocolError(400, 'the payload does not decrypt with this subscription’s keys');
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1))
      throw new PushProtocolError(400, 'a record’s padding delimiter is wrong');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
