import { createHash, randomUUID } from 'node:crypto';
import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBugReport } from '#shared/api/contracts/admin.ts';
import type { CalendarFeedView } from '#shared/api/contracts/bookings.ts';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { api } from '#tests/support/api.ts';
import { signUpSuperadmin, type TestArtist } from '#tests/support/artists.ts';
import { type BookingArtist, clientEmail, requestBody } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { freeSlots, getRequest, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMailCount } from '#tests/support/mailbox.ts';
import { postForm } from '#tests/support/media-bucket.ts';
import { watchHealth } from './support/health-watch.ts';

/**
 * Private by default (issue 28, item 7; ADR 0072), attacked as a stranger would: a client's
 * reference image and a bug report's screenshot exist, and a stranger (anonymous, or signed in as
 * another artist) tries every way in they can think of: the old public `/media/` paths, the ids
 * through the API, guessed ids, a signed URL bent to another key, the bucket itself. The calendar
 * feed answers only its exact secret, which the table never holds. The stranger gets nothing, no
 * email leaves for anyone, and health keeps answering within 1 s throughout.
 */
const { cloud, db } = cloudAndDb();
const bucket = cloud.env.MEDIA_BUCKET!;
const s3Endpoint = cloud.env.AWS_ENDPOINT_URL_S3!;
const WIDTHS = [320, 640, 800, 1024, 1200, 1600];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a2e5c' } })
    .png()
    .toBuffer();

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 20_000; ; ) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} never came`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let owner: BookingArtist;
let stranger: TestArtist;
let client: string;
let referenceId: string;
let requestId: string;
let screenshotId: string;
let reportId: string;
let feedUrl: string;

beforeAll(async () => {
  let admin: TestArtist;
  [owner, stranger, admin] = await Promise.all([
    lifecycleArtist(db),
    lifecycleArtist(db),
    signUpSuperadmin(),
  ]);

  // A client's reference image, sent with a request.
  const photo = await png(1200, 800);
  const announced = await api<ImageUpload>(`/artists/${owner.pseudo}/reference-images`, {
    body: { idempotencyKey: randomUUID(), contentType: 'image/png', size: photo.length },
  });
  await postForm(announced.json.upload, photo, 'ref.png', 'image/png');
  referenceId = announced.json.imageId;
  await until('the reference image', async () => {
    const state = await api<ImageState>(`/artists/${owner.pseudo}/reference-images/${referenceId}`);
    return state.json.status === 'ready' ? state.json : undefined;
  });
  const [slotId] = await freeSlots(owner);
  client = clientEmail('private');
  ({ requestId } = await pendingRequest(owner, slotId!, {
    referenceImageIds: [referenceId],
    client: { ...requestBody(slotId!).client, email: client },
  }));

  // A bug report's screenshot.
  const shot = await png(800, 500);
  const upload = await api<ImageUpload>('/me/images', {
    token: owner.idToken,
    body: { kind: 'support', contentType: 'image/png', size: shot.length },
  });
  await postForm(upload.json.upload, shot, 'shot.png', 'image/png');
  screenshotId = upload.json.imageId;
  await until('the screenshot', async () => {
    const state = await api<ImageState>(`/me/images/${screenshotId}`, { token: owner.idToken });
    return state.json.status === 'ready' ? state.json : undefined;
  });
  reportId = randomUUID();
  const reported = await api('/me/bug-reports', {
    token: owner.idToken,
    body: {
      reportId,
      location: 'bookings',
      type: 'display',
      description: 'The week view is cut in half.',
      screenshotImageId: screenshotId,
    },
  });
  expect(reported.status, reported.text).toBe(201);
  const triage = await api<{ items: AdminBugReport[] }>('/admin/bug-reports', { token: admin.idToken });
  expect(triage.json.items.find((item) => item.reportId === reportId)?.screenshotUrl).toBeTruthy();

  // The calendar feed.
  const made = await api<CalendarFeedView>('/me/calendar-feed', { method: 'POST', token: owner.idToken });
  feedUrl = made.json.url!;
  // What the setup sends comes from consumers, after the calls that caused it: the artists' welcomes,
  // the owner's new request, the client's code and summary. Waited for, so what a test counts after
  // is the attack's doing.
  await Promise.all([
    waitForMailCount(owner.email, 2),
    waitForMailCount(stranger.email, 1),
    waitForMailCount(client, 2),
  ]);
});

describe('A stranger after private images and the calendar feed', () => {
  it('gets nothing of a reference image or a screenshot, by any path or id, or a signed URL bent or stripped; no email leaves; health within 1 s', async () => {
    const mailsBefore = {
      owner: (await mailsTo(owner.email)).length,
      stranger: (await mailsTo(stranger.email)).length,
      client: (await mailsTo(client)).length,
    };
    const health = watchHealth();
    const statuses: Record<string, number> = {};
    const attempt = async (name: string, answer: Promise<Response | { status: number }>) => {
      statuses[name] = (await answer).status;
    };

    for (const [artistId, imageId] of [
      [owner.sub, referenceId],
      [owner.sub, screenshotId],
    ] as const) {
      // The old public paths, at every width the processor makes, and the private prefix on the site.
      for (const width of WIDTHS) {
        await attempt(
          `media ${imageId} ${width}`,
          fetch(`${cloud.urls.app}/media/${artistId}/${imageId}/${width}.webp`),
        );
        const site = await fetch(`${cloud.urls.app}/private/${artistId}/${imageId}/${width}.webp`);
        expect(site.headers.get('content-type') ?? '').not.toContain('image/webp');
        // The bucket itself, unsigned, as a private bucket answers.
        await attempt(
          `bucket ${imageId} ${width}`,
          fetch(`${s3Endpoint}/${bucket}/private/${artistId}/${imageId}/${width}.webp`),
        );
      }
      // By id through the API: the form's poll, another artist's session, no session.
      await attempt(`form poll ${imageId}`, api(`/artists/${owner.pseudo}/reference-images/${imageId}`));
      await attempt(
        `my image as a stranger ${imageId}`,
        api(`/me/images/${imageId}`, { token: stranger.idToken }),
      );
      await attempt(`my image anonymous ${imageId}`, api(`/me/images/${imageId}`));
    }
    // The request and the triage, as another artist and as nobody.
    await attempt('request as a stranger', api(`/me/requests/${requestId}`, { token: stranger.idToken }));
    await attempt('request anonymous', api(`/me/requests/${requestId}`));
    await attempt('triage as a stranger', api('/admin/bug-reports', { token: stranger.idToken }));
    await attempt('triage anonymous', api('/admin/bug-reports'));
    // Guessed ids: nothing tells a guess from a miss.
    for (let i = 0; i < 40; i++)
      await attempt(`guess ${i}`, api(`/artists/${owner.pseudo}/reference-images/${randomUUID()}`));

    // A URL the artist was handed, bent to the screenshot's key, to another width, or stripped.
    const detail = await getRequest(owner, requestId);
    const signed = detail.json.project.referenceImages[0]!.variants[0]!.url;
    expect((await fetch(signed)).status).toBe(200);
    await attempt('signature bent to another key', fetch(signed.replace(referenceId, screenshotId)));
    await attempt('signature bent to another width', fetch(signed.replace('/320.webp', '/640.webp')));
    await attempt(
      'signature made longer',
      fetch(signed.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604000')),
    );
    await attempt('signature stripped', fetch(signed.split('?')[0]!));

    const watched = await health.stop();
    const refused = Object.entries(statuses).filter(([, status]) => status < 400);
    expect(refused, JSON.stringify(statuses)).toEqual([]);
    for (const [name, status] of Object.entries(statuses)) {
      if (name.startsWith('media ') || name.startsWith('form poll') || name.startsWith('guess '))
        expect(status, name).toBe(404);
      if (name.startsWith('bucket ') || name.startsWith('signature ')) expect(status, name).toBe(403);
      if (name.endsWith(' anonymous') || name.startsWith('my image anonymous'))
        expect(status, name).toBe(401);
    }
    expect(statuses['request as a stranger']).toBe(404);
    expect(statuses['triage as a stranger']).toBe(403);
    expect({
      owner: (await mailsTo(owner.email)).length,
      stranger: (await mailsTo(stranger.email)).length,
      client: (await mailsTo(client)).length,
    }).toEqual(mailsBefore);
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });

  it('gets the calendar feed only with its exact secret, which the table never holds; health within 1 s', async () => {
    const mailsBefore = (await mailsTo(owner.email)).length;
    const health = watchHealth();
    const secret = feedUrl.slice(feedUrl.lastIndexOf('/') + 1, -'.ics'.length);
    const hash = createHash('sha256').update(secret).digest('hex');
    const base = `${cloud.urls.app}/api/calendar`;
    expect((await fetch(feedUrl)).status).toBe(200);

    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const near = [
      flip(secret, 0),
      flip(secret, secret.length - 1),
      secret.slice(0, -1),
      `${secret}A`,
      secret.toUpperCase(),
      secret.toLowerCase(),
      hash,
      hash.slice(0, 43),
      encodeURIComponent(`${secret}/`),
      `${secret}%00`,
      ...Array.from({ length: 30 }, () => randomUUID().replace(/-/g, '').padEnd(43, 'x')),
    ].filter((guess) => guess !== secret);
    for (const guess of near) {
      const answer = await fetch(`${base}/${guess}.ics`);
      expect(answer.status, guess).toBe(404);
      expect(await answer.text()).not.toContain('BEGIN:VCALENDAR');
    }

    // Nowhere in the table: not on the artist, not on the feed's item, not anywhere else.
    const dynamo = new DynamoDBClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB });
    let items = 0;
    for await (const page of paginateScan({ client: dynamo }, { TableName: cloud.tableName })) {
      items += page.Items?.length ?? 0;
      expect(JSON.stringify(page.Items ?? [])).not.toContain(secret);
    }
    expect(items).toBeGreaterThan(0);
    const { data: account } = await db.entities.artist.get({ artistId: owner.sub }).go();
    expect(account?.calendarFeedHash).toBe(hash);

    const watched = await health.stop();
    expect((await mailsTo(owner.email)).length).toBe(mailsBefore);
    expect(watched.failed).toBe(0);
    expect(watched.slowestMs).toBeLessThan(1000);
  });
});
