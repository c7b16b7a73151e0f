import type { Log } from '#scripts/local-cloud/log.ts';
import { DEMO_AVAILABILITY, DEMO_FLASH, DEMO_FLASH_SVG } from './demo-schedule.ts';

/** How long the upload processor may take to make the flash image ready. */
const IMAGE_READY_TIMEOUT_MS = 30_000;

export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API through the gateway as the signed-in artist; throws on an answer that is not 2xx. */
export function caller(appOrigin: string, idToken: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${appOrigin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!answer.ok)
      throw new Error(`${method} /api${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}

/**
 * Gives the onboarded demo artist what the booking form needs, through the real routes: the weekly
 * availability (when it has none) and the flash "Night moth" with its image (when it has no flash of
 * that title): announced by `POST /me/images`, posted to the media bucket, made ready by the upload
 * processor, then `POST /me/flashes`. Idempotent; reservation settings keep their defaults (requests
 * open, 24 hours' notice).
 */
export async function seedDemoSchedule(
  target: { appOrigin: string; log: Log },
  idToken: string,
): Promise<{ availability: boolean; flash: boolean }> {
  const call = caller(target.appOrigin, idToken);
  const added = { availability: false, flash: false };

  const { availabilities } = await call<{ availabilities: unknown[] }>('GET', '/me/availabilities');
  if (availabilities.length === 0) {
    await call('POST', '/me/availabilities', DEMO_AVAILABILITY);
    added.availability = true;
  }

  const { items } = await call<{ items: { title: string }[] }>('GET', '/me/flashes');
  if (!items.some((flash) => flash.title === DEMO_FLASH.title)) {
    const imageId = await uploadImage(call, target.log);
    await call('POST', '/me/flashes', { ...DEMO_FLASH, imageIds: [imageId] });
    added.flash = true;
  }
  return added;
}

async function uploadImage(call: Call, log: Log): Promise<string> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(DEMO_FLASH_SVG)).jpeg({ quality: 85 }).toBuffer();
  return artistImage(call, log, { kind: 'flash', jpeg, fileName: 'night-moth.jpg' });
}

/**
 * An image of the artist's (a flash's, a work's, their picture or banner) through the product's
 * path: announced by `POST /me/images`, posted to the media bucket, made ready by the upload
 * processor.
 */
export async function artistImage(
  call: Call,
  log: Log,
  image: { kind: 'flash' | 'work' | 'avatar' | 'banner'; jpeg: Buffer; fileName: string },
): Promise<string> {
  const { imageId, upload } = await call<{
    imageId: string;
    upload: { url: string; fields: Record<string, string> };
  }>('POST', '/me/images', { kind: image.kind, contentType: 'image/jpeg', size: image.jpeg.length });
  await postToBucket(upload, image.jpeg, image.fileName);
  return waitUntilReady((id) => call('GET', `/me/images/${id}`), imageId, log);
}

/** Posts a JPEG to the media bucket with the presigned POST an announce answered. */
export async function postToBucket(
  upload: { url: string; fields: Record<string, string> },
  jpeg: Buffer,
  fileName: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), fileName);
  const posted = await fetch(upload.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`the media bucket refused ${fileName}: ${posted.status}`);
}

/** Polls an image's state (`read`) until the upload processor made it ready; throws when rejected or late. */
export async function waitUntilReady(
  read: (imageId: string) => Promise<{ status: string; rejectReason?: string }>,
  imageId: string,
  log: Log,
): Promise<string> {
  const deadline = Date.now() + IMAGE_READY_TIMEOUT_MS;
  for (;;) {
    const state = await read(imageId);
    if (state.status === 'ready') return imageId;
    if (state.status === 'rejected') throw new Error(`the demo image was rejected (${state.rejectReason})`);
    if (Date.now() > deadline) {
      log.error('seed', `the demo image ${imageId} is still processing`);
      throw new Error('the demo image was not processed in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
