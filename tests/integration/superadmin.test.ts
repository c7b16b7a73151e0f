import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminArtistDetail,
  AdminArtistPage,
  AdminBugReport,
  PlatformFigures,
} from '#shared/api/contracts/admin.ts';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { ROUTE_IDS, routes } from '#shared/api/routes.ts';
import { api } from '#tests/support/api.ts';
import { signUpSuperadmin, type TestArtist } from '#tests/support/artists.ts';
import { bookableArtist, everyDay, requestBody, slotIds, slotsOf } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * Issue 13, item 8: the superadmin routes answer only the `superadmin` group (an artist's token gets
 * 403 and changes nothing); a suspended artist's page and form are unavailable until restored; every
 * action is in the audit log; the platform's figures count what happened.
 */

const { db } = cloudAndDb();
let admin: TestArtist;
let artist: Awaited<ReturnType<typeof bookableArtist>>;
let reportId: string;
const suggestionId = randomUUID();

beforeAll(async () => {
  [admin, artist] = await Promise.all([signUpSuperadmin(), bookableArtist(everyDay(['10:00', 120]))]);
  reportId = randomUUID();
  const report = await api('/me/bug-reports', {
    token: artist.idToken,
    body: {
      reportId,
      location: 'requests',
      type: 'slow',
      description: 'The inbox takes ten seconds to open.',
    },
  });
  if (report.status !== 201) throw new Error(`report answered ${report.status}`);
  await api('/me/suggestions', {
    token: artist.idToken,
    body: { suggestionId, title: 'Dark mode emails', description: 'Emails that follow the dark theme.' },
  });
});

const adminRouteIds = ROUTE_IDS.filter((id) => routes[id].auth === 'superadmin');

function pathOf(path: string): string {
  return path
    .replace('{artistId}', artist.sub)
    .replace('{reportId}', reportId)
    .replace('{suggestionId}', suggestionId);
}

async function stateOfThings() {
  const [account, report, suggestion, audit] = await Promise.all([
    db.entities.artist.get({ artistId: artist.sub }).go(),
    db.entities.bugReport.get({ reportId }).go(),
    db.entities.suggestion.get({ suggestionId }).go(),
    db.entities.auditEntry.query.byBoard({ board: 'audit' }).go({ pages: 'all' }),
  ]);
  return JSON.stringify([
    account.data?.suspendedAt,
    report.data?.status,
    suggestion.data?.status,
    audit.data.length,
  ]);
}

describe.each(adminRouteIds)('superadmin route %s', (id) => {
  const route = routes[id];
  const body = { reason: 'Stolen', status: 'fixed' };
  it('answers an artist 403 and changes nothing, and no token 401', async () => {
    const before = await stateOfThings();
    const answer = await api<ErrorBody>(pathOf(route.path), {
      method: route.method,
      token: artist.idToken,
      ...(route.method !== 'GET' && { body }),
    });
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe('forbidden');
    expect(await stateOfThings()).toBe(before);
    const anonymous = await api(pathOf(route.path), {
      method: route.method,
      ...(route.method !== 'GET' && { body }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('suspending an artist', () => {
  it('makes the page and the form unavailable, tells the artist why, and is audited, until restored', async () => {
    const search = await api<AdminArtistPage>(`/admin/artists?q=${artist.pseudo}`, { token: admin.idToken });
    expect(search.status).toBe(200);
    expect(search.json.items.map((item) => item.artistId)).toContain(artist.sub);

    const reason = `Reported for spam ${randomUUID().slice(0, 6)}`;
    const suspended = await api(`/admin/artists/${artist.sub}/suspension`, {
      method: 'PUT',
      token: admin.idToken,
      body: { reason },
    });
    expect(suspended.status).toBe(200);
    const page = await api<ErrorBody>(`/artists/${artist.pseudo}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(page.status).toBe(410);
    expect(page.json.error.code).toBe('artist_unavailable');
    const slotId =
      slotIds((await slotsOf(artist.pseudo)).json)[0] ?? `${new Date().toISOString().slice(0, 10)}T10:00/120`;
    const request = await api<ErrorBody>(`/artists/${artist.pseudo}/requests`, { body: requestBody(slotId) });
    expect(request.status).toBe(410);
    const me = await api<MyArtist>('/me', { token: artist.idToken });
    expect(me.json).toMatchObject({ suspensionReason: reason });

    const detail = await api<AdminArtistDetail>(`/admin/artists/${artist.sub}`, { token: admin.idToken });
    expect(detail.json).toMatchObject({ suspensionReason: reason, bookings: 0, requestsThisMonth: 0 });

    const restored = await api(`/admin/artists/${artist.sub}/suspension`, {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(restored.status).toBe(200);
    expect(
      (await api(`/artists/${artist.pseudo}`, { headers: { 'cache-control': 'no-cache' } })).status,
    ).toBe(200);

    const audit = await api<{
      items: { action: string; targetId: string; adminEmail: string; details?: string }[];
    }>('/admin/audit-log', { token: admin.idToken });
    const mine = audit.json.items.filter((entry) => entry.targetId === artist.sub);
    expect(mine.map((entry) => entry.action)).toEqual(['artist.restored', 'artist.suspended']);
    expect(mine[1]).toMatchObject({ adminEmail: admin.email, details: reason });
  });
});

describe('triage and figures', () => {
  it('sets a report’s status and a suggestion’s list, each audited', async () => {
    const bugs = await api<{ items: AdminBugReport[] }>('/admin/bug-reports', { token: admin.idToken });
    expect(bugs.json.items.find((item) => item.reportId === reportId)).toMatchObject({ status: 'new' });
    const fixed = await api<AdminBugReport>(`/admin/bug-reports/${reportId}/status`, {
      method: 'PUT',
      token: admin.idToken,
      body: { status: 'fixed' },
    });
    expect(fixed.json.status).toBe('fixed');
    const coming = await api<{ status: string }>(`/admin/suggestions/${suggestionId}/status`, {
      method: 'PUT',
      token: admin.idToken,
      body: { status: 'coming' },
    });
    expect(coming.json.status).toBe('coming');
    const audit = await api<{ items: { action: string; targetId: string }[] }>('/admin/audit-log', {
      token: admin.idToken,
    });
    const actions = audit.json.items.filter((entry) => [reportId, suggestionId].includes(entry.targetId));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['bug.status-set', 'suggestion.status-set']);
    const bad = await api(`/admin/suggestions/${suggestionId}/status`, {
      method: 'PUT',
      token: admin.idToken,
      body: { status: 'done' },
    });
    expect(bad.status).toBe(400);
  });

  it('counts today’s sign-ups, requests and emails for the platform', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const read = async () => {
      const answer = await api<PlatformFigures>('/admin/figures?days=7', { token: admin.idToken });
      expect(answer.json.days).toHaveLength(7);
      return answer.json.days.find((day) => day.day === today);
    };
    // The consumers count asynchronously: what this test's setup did shows up within seconds.
    let figures = await read();
    for (
      let attempt = 0;
      attempt < 40 && !((figures?.signups ?? 0) >= 1 && (figures?.emailsSent ?? 0) >= 1);
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      figures = await read();
    }
    expect(figures?.signups).toBeGreaterThanOrEqual(1);
    expect(figures?.emailsSent).toBeGreaterThanOrEqual(1);
  });
});
