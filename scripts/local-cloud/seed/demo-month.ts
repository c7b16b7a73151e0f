import { randomUUID } from 'node:crypto';
import type { Log } from '#scripts/local-cloud/log.ts';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { type ClientCall, clientCaller, conversationPhoto, mailedCode, portalToken } from './demo-clients.ts';
import { seedPastBookings } from './demo-past.ts';
import { type DemoStory, PRO_DEMO_STORIES, PRO_DEMO_TRAVEL } from './pro-demo-artist.ts';
import type { Call } from './seed-demo-schedule.ts';

interface MonthTarget {
  appOrigin: string;
  /** The SES stand-in: the clients read their codes there. */
  sesUrl: string;
  log: Log;
  /** The artist at the API. */
  call: Call;
  artistId: string;
  pseudo: string;
  /** The seed's local day in the artist's zone (YYYY-MM-DD). */
  today: string;
  flashIds: string[];
}

interface Slot {
  slotId: string;
  date: string;
}

/**
 * The month's life through the product's routes: a guest spot, then each story of
 * PRO_DEMO_STORIES as it happens: the client sends the form's request (and confirms it with the
 * mailed code), the artist accepts it with a price and a deposit, marks the deposit paid, or moves
 * it; conversations with photos; a client with a later booking joins the waitlist.
 */
export async function seedMonth(target: MonthTarget): Promise<void> {
  const { call, today } = target;
  await call('POST', '/me/travels', {
    startDate: addDays(today, PRO_DEMO_TRAVEL.fromDay),
    endDate: addDays(today, PRO_DEMO_TRAVEL.toDay),
    shopName: PRO_DEMO_TRAVEL.shopName,
    address: PRO_DEMO_TRAVEL.address,
    city: PRO_DEMO_TRAVEL.city,
  });
  const free = await offeredSlots(target);
  const take = (day: number): Slot => {
    const from = addDays(today, day);
    const index = free.findIndex((slot) => slot.date >= from);
    if (index < 0) throw new Error(`no slot offered on or after ${from}`);
    return free.splice(index, 1)[0]!;
  };
  const bookings: string[] = [];
  for (const [index, story] of PRO_DEMO_STORIES.entries()) {
    const slot = take(story.day);
    const moveTo = story.movedToDay === undefined ? undefined : take(story.movedToDay);
    const requestId = await liveStory(target, index, story, slot, moveTo);
    if (story.booking) bookings.push(requestId);
  }
  // The days before: copies of a booking the API made (demo-past.ts).
  await seedPastBookings(target, bookings[0]!);
}

async function offeredSlots(target: MonthTarget): Promise<Slot[]> {
  const answer = await fetch(
    `${target.appOrigin}/api/artists/${target.pseudo}/slots?from=${target.today}&days=31`,
    {
      headers: { 'cache-control': 'no-cache' },
    },
  );
  if (!answer.ok) throw new Error(`GET slots answered ${answer.status}: ${await answer.text()}`);
  const list = (await answer.json()) as SlotList;
  return list.days.flatMap((day) =>
    day.slots.map(([start, minutes]) => ({ slotId: slotIdOf(day.date, start, minutes), date: day.date })),
  );
}

async function liveStory(target: MonthTarget, index: number, story: DemoStory, slot: Slot, moveTo?: Slot) {
  const { call } = target;
  const client = clientCaller(target.appOrigin, index);
  const { locale, ...fields } = story.client;
  const sent = await client<{ requestId: string; status: string }>(
    'POST',
    `/artists/${target.pseudo}/requests`,
    {
      idempotencyKey: randomUUID(),
      projectType: story.projectType,
      ...(story.flash !== undefined && { flashId: target.flashIds[story.flash] }),
      description: { placement: story.placement, size: story.size, text: story.text },
      referenceImageIds: [],
      slotId: slot.slotId,
      client: fields,
      locale,
    },
  );
  if (sent.status === 'unconfirmed') {
    const marker = new RegExp(`/confirm/${sent.requestId}#`);
    const code = await mailedCode(target.sesUrl, fields.email, marker);
    await client('POST', `/artists/${target.pseudo}/requests/${sent.requestId}/confirmation`, { code });
  }
  const { requestId } = sent;
  if (story.booking) {
    const { priceCents, depositCents } = story.booking;
    await call('POST', `/me/requests/${requestId}/accept`, {
      priceCents,
      ...(depositCents && { depositCents }),
    });
    if (story.booking.depositPaid)
      await call('PUT', `/me/bookings/${requestId}/payment`, {
        paymentState: 'DEPOSIT-PAID',
        note: 'Bank transfer received',
      });
  }
  if (moveTo) await call('POST', `/me/requests/${requestId}/move`, { slotId: moveTo.slotId });
  if (!story.conversation && !story.booking?.waitlist) return requestId;

  const token = await portalToken(target.appOrigin, target.sesUrl, index, fields.email);
  const portal = clientCaller(target.appOrigin, index, token);
  if (story.booking?.waitlist) await portal('POST', `/portal/bookings/${requestId}/waitlist`);
  if (story.conversation)
    await converse(target, portal, conversationIdOf(target.artistId, fields.email), story);
  return requestId;
}

/** The story's messages, each side through its own routes, photos through the image pipeline. */
async function converse(target: MonthTarget, portal: ClientCall, conversationId: string, story: DemoStory) {
  await opened(portal, conversationId);
  for (const message of story.conversation ?? []) {
    const [call, base] =
      message.from === 'client'
        ? [portal, `/portal/conversations/${conversationId}`]
        : [target.call, `/me/conversations/${conversationId}`];
    const imageIds: string[] = [];
    for (const drawing of message.photos ?? [])
      imageIds.push(await conversationPhoto(call, base, drawing, target.log));
    await call('POST', `${base}/messages`, { clientMessageId: randomUUID(), text: message.text, imageIds });
  }
}

/** The conversation-ties consumer opens a client's conversation on their request: waits for it. */
async function opened(portal: ClientCall, conversationId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { conversations } = await portal<{ conversations: { conversationId: string }[] }>(
      'GET',
      '/portal/conversations',
    );
    if (conversations.some((conversation) => conversation.conversationId === conversationId)) return;
    if (Date.now() > deadline) throw new Error(`conversation ${conversationId} was not opened`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
