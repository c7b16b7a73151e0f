import { localDate } from '#shared/domain/local-time.ts';
import { drawingJpeg } from './demo-drawings.ts';
import { seedMonth } from './demo-month.ts';
import { seedYear } from './demo-year.ts';
import {
  type DrawingName,
  PRO_DEMO_ARTIST,
  PRO_DEMO_AVAILABILITY,
  PRO_DEMO_FLASHES,
  PRO_DEMO_PROFILE,
  PRO_DEMO_WORKS,
  PRO_DEMO_ZONE,
} from './pro-demo-artist.ts';
import { type SeedTarget, seedAccount } from './seed-account.ts';
import { artistImage, type Call, caller } from './seed-demo-schedule.ts';

/** How long the Stripe stand-in's webhook and billing-sync take to make the artist Pro. */
const PRO_TIMEOUT_MS = 30_000;

type ProDemoTarget = SeedTarget & {
  /** The SES stand-in's origin: the demo's clients read their codes there. */
  sesUrl: string;
  /** The seed's instant (now by default): the month is dated from its local day in Paris. */
  now?: Date;
};

/**
 * Seeds the Pro demo artist (ADR 0081) through the product's own paths, once: the account, signed
 * in, onboarded and described (seed-account.ts); Pro through the Stripe stand-in's checkout, paid
 * with a test card (the webhook and billing-sync set the plan, as in production); requests open
 * without notice, availability every day, flashes and works with their images through the image
 * pipeline; a year of statistics from the events a busy year publishes, counted by the statistics
 * consumer (demo-year.ts); then the month: requests of each kind, bookings with deposits paid and
 * due, a guest spot, conversations with photos, a waitlist (demo-month.ts). An account that exists
 * already is left as it is (`kept`): `npm start -- --reset` makes a new month.
 */
export async function seedProDemo(target: ProDemoTarget): Promise<'created' | 'kept' | 'skipped'> {
  const account = await seedAccount(target, PRO_DEMO_ARTIST, PRO_DEMO_PROFILE);
  if (account.status === 'skipped') return 'skipped';
  if (account.status === 'kept') return 'kept';
  const call = caller(target.appOrigin, account.idToken);
  const { artistId } = await call<{ artistId: string }>('GET', '/me');
  await goPro(call);
  const settings = await call<Record<string, unknown>>('GET', '/me/reservation-settings');
  await call('PUT', '/me/reservation-settings', { ...settings, requestDelayMinutes: 0 });
  await call('POST', '/me/availabilities', PRO_DEMO_AVAILABILITY);
  // Her picture and banner on the profile, and her page's link shared (Today's checklist).
  const avatarImageId = await drawnImage(call, target, 'avatar', 'moth');
  const bannerImageId = await drawnImage(call, target, 'banner', 'banner');
  await call('PUT', '/me/profile', { ...PRO_DEMO_PROFILE, avatarImageId, bannerImageId });
  await call('POST', '/me/setup-steps/shared');
  const flashIds: string[] = [];
  for (const { drawing, ...flash } of PRO_DEMO_FLASHES) {
    const imageId = await drawnImage(call, target, 'flash', drawing);
    const created = await call<{ flashId: string }>('POST', '/me/flashes', { ...flash, imageIds: [imageId] });
    flashIds.push(created.flashId);
  }
  for (const { drawing, ...work } of PRO_DEMO_WORKS) {
    const imageId = await drawnImage(call, target, 'work', drawing);
    await call('POST', '/me/works', { ...work, imageIds: [imageId] });
  }
  const today = localDate(target.now ?? new Date(), PRO_DEMO_ZONE);
  const counted = await seedYear({
    artistId,
    pseudo: PRO_DEMO_ARTIST.pseudo,
    zone: PRO_DEMO_ZONE,
    today,
    flashIds,
  });
  target.log.info('seed', `pro demo: a year of statistics from ${counted} events`);
  await seedMonth({
    appOrigin: target.appOrigin,
    sesUrl: target.sesUrl,
    log: target.log,
    call,
    artistId,
    pseudo: PRO_DEMO_ARTIST.pseudo,
    today,
    flashIds,
  });
  return 'created';
}

/**
 * Pro as a paying artist gets it: a Checkout session from `POST /me/billing/checkout`, paid on the
 * Stripe stand-in's hosted page with a test card; its webhook reaches billing-sync, which stores the
 * plan. Waits until `GET /me` says Pro.
 */
async function goPro(call: Call) {
  const { url } = await call<{ url: string }>('POST', '/me/billing/checkout', { interval: 'yearly' });
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the Stripe stand-in's checkout answered ${paid.status}`);
  const deadline = Date.now() + PRO_TIMEOUT_MS;
  while ((await call<{ plan: string }>('GET', '/me')).plan !== 'pro') {
    if (Date.now() > deadline) throw new Error('the Pro demo artist is not Pro after its checkout');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A flash's or a work's image: its drawing as a JPEG, through the image pipeline. */
async function drawnImage(
  call: Call,
  target: SeedTarget,
  kind: 'flash' | 'work' | 'avatar' | 'banner',
  drawing: DrawingName,
) {
  return artistImage(call, target.log, {
    kind,
    jpeg: await drawingJpeg(drawing),
    fileName: `${drawing}.jpg`,
  });
}
