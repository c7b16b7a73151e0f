import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SUPPORT_SENDS } from '#functions/http/support/rate-limit.ts';
import type { AdminBugReport } from '#shared/api/contracts/admin.ts';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import type { SuggestionList, SuggestionView } from '#shared/api/contracts/support.ts';
import { api } from '#tests/support/api.ts';
import { signUpSuperadmin } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { postForm } from '#tests/support/media-bucket.ts';
import { type ErrorBody, onboardedArtist, storedImage } from '#tests/support/portfolio.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';

/**
 * Issue 13, item 7, through the gateway and the event plane: a bug report (with a screenshot from
 * the artist's own uploads) and a suggestion reach the team's inbox through their events; a report
 * or a suggestion sent twice is filed once; each artist votes once per suggestion, however often
 * and however concurrently they press.
 */

const { cloud, db } = cloudAndDb();
const TEAM = cloud.env.SUPPORT_INBOX ?? 'support@inkslot.local';

const report = (overrides: Record<string, unknown> = {}) => ({
  reportId: randomUUID(),
  location: 'bookings',
  type: 'display',
  description: 'The week view cuts the last appointment of the day in half.',
  ...overrides,
});

describe('bug reports', () => {
  it('files a report once however often it is sent, and mails the team that a screenshot came', async () => {
    const artist = await onboardedArtist();
    const imageId = await storedImage(db, artist.sub, 'support');
    const body = report({ screenshotImageId: imageId, description: `Cut in half ${randomUUID()}` });
    const first = await api<{ reportId: string }>('/me/bug-reports', { token: artist.idToken, body });
    const again = await api<{ reportId: string }>('/me/bug-reports', { token: artist.idToken, body });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.reportId).toBe(first.json.reportId);
    const { data } = await db.entities.bugReport.get({ reportId: body.reportId as string }).go();
    expect(data).toMatchObject({
      artistId: artist.sub,
      pseudo: artist.pseudo,
      status: 'new',
      screenshotImageId: imageId,
    });

    const mail = await waitForMail(TEAM, {
      match: (m) => (m.body.text ?? '').includes(body.description as string),
    });
    expect(mail.subject).toBe(`[Bug] bookings · display · @${artist.pseudo}`);
    // The screenshot is private (ADR 0072): the email says there is one, and links nowhere near it.
    expect(mail.body.text).toContain('A screenshot comes with the report');
    expect(mail.body.html).not.toContain(imageId);
    expect(mail.body.html).not.toMatch(/\/media\/|private\//);
  });

  it('keeps the screenshot private: signed URLs for the reporting artist and the superadmin, nothing for anyone else', async () => {
    const [artist, rival, admin] = await Promise.all([
      onboardedArtist(),
      onboardedArtist(),
      signUpSuperadmin(),
    ]);
    const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const announced = await api<ImageUpload>('/me/images', {
      token: artist.idToken,
      body: { kind: 'support', contentType: 'image/png', size: bytes.length },
    });
    expect(announced.status, announced.text).toBe(201);
    expect((await postForm(announced.json.upload, bytes, 'shot.png', 'image/png')).status).toBe(204);
    const { imageId } = announced.json;
    let state: ImageState | undefined;
    for (const deadline = Date.now() + 20_000; state?.status !== 'ready'; ) {
      if (Date.now() > deadline) throw new Error(`screenshot ${imageId} is still ${state?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await api<ImageState>(`/me/images/${imageId}`, { token: artist.idToken })).json;
    }
    // The artist's own preview while reporting: signed, under private/.
    const preview = new URL(state.image!.variants[0]!.url);
    expect(preview.pathname).toBe(`/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${imageId}/320.webp`);
    expect((await fetch(preview)).status).toBe(200);

    const body = report({ screenshotImageId: imageId });
    expect((await api('/me/bug-reports', { token: artist.idToken, body })).status).toBe(201);
    const triage = await api<{ items: AdminBugReport[] }>('/admin/bug-reports', { token: admin.idToken });
    const filed = triage.json.items.find((item) => item.reportId === body.reportId);
    const url = new URL(filed!.screenshotUrl!);
    expect(url.pathname).toBe(`/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${imageId}/800.webp`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/webp');

    // Nobody else: another artist, the triage without the superadmin, the public path, the bucket.
    expect((await api(`/me/images/${imageId}`, { token: rival.idToken })).status).toBe(404);
    expect((await api('/admin/bug-reports', { token: rival.idToken })).status).toBe(403);
    expect((await api('/admin/bug-reports')).status).toBe(401);
    expect((await fetch(`${cloud.urls.app}/media/${artist.sub}/${imageId}/800.webp`)).status).toBe(404);
    const unsigned = `${cloud.env.AWS_ENDPOINT_URL_S3}/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${imageId}/800.webp`;
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it('refuses a screenshot that is not the artist’s ready support image, and bad input, filing nothing', async () => {
    const [artist, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    const theirs = await storedImage(db, other.sub, 'support');
    const avatar = await storedImage(db, artist.sub, 'avatar');
    const pending = await storedImage(db, artist.sub, 'support', 'pending');
    for (const screenshotImageId of [theirs, avatar, pending]) {
      const body = report({ screenshotImageId });
      const answer = await api<ErrorBody>('/me/bug-reports', {
        token: artist.idToken,
        headers: { 'accept-language': 'es' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.fields).toEqual([
        {
          path: 'screenshotImageId',
          key: 'validation.support.screenshotInvalid',
          message: 'Esta captura no está lista o no es tuya: vuelve a añadirla',
        },
      ]);
      expect((await db.entities.bugReport.get({ reportId: body.reportId as string }).go()).data).toBeNull();
    }
    const bad = await api<ErrorBody>('/me/bug-reports', {
      token: artist.idToken,
      body: { reportId: randomUUID(), location: 'kitchen', description: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields?.map((field) => field.path).sort()).toEqual([
      'description',
      'location',
      'type',
    ]);
    expect((await api('/me/bug-reports', { body: report() })).status).toBe(401);
  });

  it('takes at most five sends a minute from one artist', async () => {
    const artist = await onboardedArtist();
    const statuses: number[] = [];
    await awayFromWindowEdges([SUPPORT_SENDS.windowSeconds]);
    for (let i = 0; i < 6; i++)
      statuses.push((await api('/me/bug-reports', { token: artist.idToken, body: report() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('suggestions', () => {
  it('waits for votes, one per artist, and mails the team', async () => {
    const [author, ...voters] = await Promise.all([
      onboardedArtist(),
      onboardedArtist(),
      onboardedArtist(),
      onboardedArtist(),
    ]);
    if (!author) throw new Error('no author');
    const suggestionId = randomUUID();
    const title = `Waiting list ${suggestionId.slice(0, 8)}`;
    const body = { suggestionId, title, description: 'Offer a freed slot to the clients who wanted it.' };
    const created = await api<SuggestionView>('/me/suggestions', { token: author.idToken, body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'waiting', votes: 0, mine: true, votedByMe: false });
    expect((await api<SuggestionView>('/me/suggestions', { token: author.idToken, body })).status).toBe(201);
    const mail = await waitForMail(TEAM, { match: (m) => m.subject.includes(title) });
    expect(mail.subject).toBe(`[Suggestion] ${title} · @${author.pseudo}`);

    // Three artists press at once, one of them three times: three votes.
    const [first] = voters;
    if (!first) throw new Error('no voter');
    const vote = (token: string) =>
      api<SuggestionView>(`/me/suggestions/${suggestionId}/vote`, { method: 'PUT', token });
    const answers = await Promise.all([
      ...voters.map((voter) => vote(voter.idToken)),
      vote(first.idToken),
      vote(first.idToken),
    ]);
    expect(answers.every((answer) => answer.status === 200 && answer.json.votedByMe)).toBe(true);
    const { data } = await db.entities.suggestion.get({ suggestionId }).go();
    expect(data?.votes).toBe(3);

    const seenByVoter = await api<SuggestionList>('/me/suggestions', { token: first.idToken });
    expect(seenByVoter.json.items.find((item) => item.suggestionId === suggestionId)).toMatchObject({
      votes: 3,
      votedByMe: true,
      mine: false,
    });
    const seenByAuthor = await api<SuggestionList>('/me/suggestions', { token: author.idToken });
    expect(seenByAuthor.json.items.find((item) => item.suggestionId === suggestionId)).toMatchObject({
      votedByMe: false,
      mine: true,
    });
    expect((await vote(first.idToken)).json.votes).toBe(3);
    expect(
      (await api(`/me/suggestions/${randomUUID()}/vote`, { method: 'PUT', token: first.idToken })).status,
    ).toBe(404);
  });
});
