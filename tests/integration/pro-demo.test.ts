import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createLog } from '#scripts/local-cloud/log.ts';
import {
  PRO_DEMO_ARTIST,
  PRO_DEMO_FLASHES,
  PRO_DEMO_PAST,
  PRO_DEMO_STORIES,
  PRO_DEMO_WORKS,
} from '#scripts/local-cloud/seed/pro-demo-artist.ts';
import { passwordSignIn } from '#scripts/local-cloud/seed/seed-account.ts';
import { seedProDemo } from '#scripts/local-cloud/seed/seed-pro-demo.ts';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { BookingList, CalendarList } from '#shared/api/contracts/bookings.ts';
import type { InsightsView } from '#shared/api/contracts/insights.ts';
import type { ArtistConversationDetail, ArtistConversationList } from '#shared/api/contracts/messages.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { RequestList } from '#shared/api/contracts/requests.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import { cognitoClient } from '#tests/support/artists.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { portalSession } from '#tests/support/portal.ts';

/**
 * The Pro demo `npm start` seeds (ADR 0081), seeded into the test cloud: what a newcomer signing in
 * sees through the API, and a second seed that changes nothing.
 */
const cloud = applyCloudEnv();
const today = localDate(new Date(), 'Europe/Paris');

const seed = () =>
  seedProDemo({
    cognitoEndpoint: cloud.urls.cognito,
    userPoolId: cloud.userPoolId,
    userPoolClientId: cloud.userPoolClientId,
    appOrigin: inject('localCloud').urls.app,
    sesUrl: cloud.urls.ses,
    log: createLog(true),
  });

let token: string;

/** The newcomer signs in with the printed email and password. */
async function signIn(): Promise<string> {
  const cognito = cognitoClient();
  try {
    return await passwordSignIn(cognito, cloud.userPoolClientId, PRO_DEMO_ARTIST);
  } finally {
    cognito.destroy();
  }
}

/** What the newcomer's screens read: inbox, the month's calendar, conversations, insights. */
async function calendarWithDetails(read: <T>(path: string) => Promise<T>) {
  const window = await read<CalendarList>(`/me/calendar?from=${addDays(today, -7)}&to=${addDays(today, 31)}`);
  const tabs = await Promise.all(
    ['upcoming', 'past', 'canceled'].map((tab) => read<BookingList>(`/me/bookings?tab=${tab}`)),
  );
  const details = new Map(tabs.flatMap((tab) => tab.bookings).map((booking) => [booking.bookingId, booking]));
  return {
    bookings: window.bookings.map((booking) => {
      const detail = details.get(booking.bookingId);
      if (!detail) throw new Error(`the calendar's ${booking.bookingId} is in no tab`);
      return detail;
    }),
  };
}

async function screens() {
  const read = async <T>(path: string) => {
    const answer = await api<T>(path, { token });
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    return answer.json;
  };
  return {
    inbox: await read<RequestList>('/me/requests'),
    // What the calendar shows from a week ago to a month ahead, with each booking's detail (its payment).
    calendar: await calendarWithDetails(read),
    conversations: await read<ArtistConversationList>('/me/conversations'),
    insights: await read<InsightsView>('/me/insights?range=12m'),
  };
}

describe('the Pro demo artist', () => {
  let first: Awaited<ReturnType<typeof screens>>;
  beforeAll(async () => {
    expect(await seed()).toBe('created');
    token = await signIn();
    first = await screens();
  }, 240_000);

  it('is Pro, with a public page of flashes and works, and an inbox holding a request of each kind', async () => {
    const me = await api<{ plan: string }>('/me', { token });
    expect(me.json.plan).toBe('pro');
    const page = await api<PublicProfile>(`/artists/${PRO_DEMO_ARTIST.pseudo}`);
    expect(page.json.avatar?.variants.length).toBeGreaterThan(0);
    expect(page.json.banner?.variants.length).toBeGreaterThan(0);
    expect(page.json.flashes.map((flash) => flash.title).sort()).toEqual(
      PRO_DEMO_FLASHES.map((flash) => flash.title).sort(),
    );
    expect(page.json.works).toHaveLength(PRO_DEMO_WORKS.length);
    const pending = first.inbox.requests;
    expect(pending.every((request) => request.status === 'pending')).toBe(true);
    expect(new Set(pending.map((request) => request.project.projectType))).toEqual(
      new Set(['flash', 'custom', 'touchup']),
    );
    // A guest-spot request, and one the artist moved that awaits the client's answer.
    expect(pending.some((request) => request.location?.city === 'Bordeaux')).toBe(true);
    expect(pending.some((request) => request.history.some((entry) => entry.action === 'moved'))).toBe(true);
  });

  it('has bookings this week with deposits paid and due, some past and more later', () => {
    const week = first.calendar.bookings.filter((booking) => booking.slot.localDate <= addDays(today, 6));
    const states = new Set(week.map((booking) => booking.payment.paymentState));
    expect(states).toContain('DEPOSIT-PAID');
    expect(states).toContain('WAITING-FOR-DEPOSIT');
    const ahead = first.calendar.bookings.filter((booking) => booking.slot.localDate >= today);
    expect(ahead.length).toBe(PRO_DEMO_STORIES.filter((story) => story.booking).length);
    expect(ahead.some((booking) => booking.slot.localDate > addDays(today, 6))).toBe(true);
    // And the days before, already paid.
    const past = first.calendar.bookings.filter((booking) => booking.slot.localDate < today);
    expect(past.length).toBe(PRO_DEMO_PAST.filter((booking) => booking.day >= -7).length);
    expect(past.every((booking) => booking.payment.paymentState !== 'WAITING-FOR-DEPOSIT')).toBe(true);
  });

  it('has a conversation with photos from both sides', async () => {
    expect(first.conversations.conversations.length).toBeGreaterThanOrEqual(2);
    const lea = first.conversations.conversations.find((c) => c.client.firstName === 'Léa');
    expect(lea).toBeDefined();
    const detail = await api<ArtistConversationDetail>(`/me/conversations/${lea!.conversationId}`, { token });
    const withPhotos = detail.json.messages.filter((message) => message.photos.length > 0);
    expect(withPhotos.map((message) => message.sender).sort()).toEqual(['artist', 'client']);
    const photo = await fetch(withPhotos[0]!.photos[0]!.variants[0]!.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('has insights with twelve months of figures', () => {
    const { insights } = first;
    // The year's range starts inside a month: its months are 12 whole ones and a part.
    expect(insights.series.length).toBeGreaterThanOrEqual(12);
    expect(insights.series.filter((month) => month.requests > 0).length).toBeGreaterThanOrEqual(12);
    expect(insights.requestsReceived).toBeGreaterThan(100);
    expect(insights.revenue.EUR).toBeGreaterThan(0);
    expect(insights.topFlashes.length).toBeGreaterThan(0);
    expect(insights.medianFirstResponseMinutes).not.toBeNull();
  });

  it('has a client on the waitlist', async () => {
    const waiting = PRO_DEMO_STORIES.find((story) => story.booking?.waitlist)!;
    const session = await portalSession(waiting.client.email);
    const bookings = await api<PortalBookingList>('/portal/bookings', { token: session.accessToken });
    expect(bookings.json.bookings.some((booking) => booking.onWaitlist)).toBe(true);
  });

  it('changes nothing when seeded again', async () => {
    expect(await seed()).toBe('kept');
    const again = await screens();
    expect(again.inbox).toEqual(first.inbox);
    expect(again.calendar).toEqual(first.calendar);
    expect(again.insights).toEqual(first.insights);
    expect(again.conversations.conversations.map((c) => [c.conversationId, c.unread])).toEqual(
      first.conversations.conversations.map((c) => [c.conversationId, c.unread]),
    );
  });
});
