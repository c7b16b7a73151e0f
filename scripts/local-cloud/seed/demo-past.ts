import { getDb } from '#functions/lib/db.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { instantOfLocalTime } from '#shared/domain/slots/zone-timeline.ts';
import { derivedUuid } from './demo-year.ts';
import { PRO_DEMO_PAST, PRO_DEMO_ZONE } from './pro-demo-artist.ts';

const DAY_MS = 86_400_000;

/**
 * The appointments of the days before the seed (PRO_DEMO_PAST): no route makes a booking in the
 * past (the slot engine offers only what is ahead), so they are written through the booking entity,
 * each a copy of `templateId` (a booking the API just made, so every field the product sets is
 * there) with its own client, project, slot, price and payment. No event: nothing is emailed about
 * the past, and the year's statistics come from demo-year.ts.
 */
export async function seedPastBookings(
  target: { artistId: string; today: string; flashIds: string[] },
  templateId: string,
) {
  const db = getDb();
  const { artistId } = target;
  const template = (await db.entities.booking.get({ artistId, bookingId: templateId }).go()).data;
  if (!template) throw new Error(`no booking ${templateId} to copy`);
  const {
    travelId: _travel,
    depositDueAt: _due,
    flashId: _flash,
    depositCents: _deposit,
    ...kept
  } = template;
  for (const [index, past] of PRO_DEMO_PAST.entries()) {
    const localDate = addDays(target.today, past.day);
    const start = instantOfLocalTime(PRO_DEMO_ZONE, localDate, past.start);
    if (!start) throw new Error(`${localDate} ${past.start} does not exist in ${PRO_DEMO_ZONE}`);
    const createdAt = new Date(start.getTime() - 21 * DAY_MS).toISOString();
    const acceptedAt = new Date(start.getTime() - 20 * DAY_MS).toISOString();
    const { locale, firstName, lastName, age, email, instagram, alreadyTattooed } = past.client;
    await db.entities.booking
      .create({
        ...kept,
        bookingId: derivedUuid(`${artistId}/demo-past/${index}`),
        projectType: past.projectType,
        ...(past.flash !== undefined && { flashId: target.flashIds[past.flash] }),
        placement: past.placement,
        size: past.size,
        text: past.text,
        referenceImageIds: [],
        slotId: slotIdOf(localDate, past.start, past.minutes),
        slotStart: start.toISOString(),
        slotEnd: new Date(start.getTime() + past.minutes * 60_000).toISOString(),
        clientEmail: email,
        clientFirstName: firstName,
        clientLastName: lastName,
        clientAge: age,
        clientInstagram: instagram,
        clientAlreadyTattooed: alreadyTattooed,
        locale,
        priceCents: past.priceCents,
        ...(past.depositCents && { depositCents: past.depositCents }),
        paymentState: past.paymentState,
        history: [
          { at: createdAt, action: 'created', by: 'client' },
          { at: acceptedAt, action: 'accepted', by: 'artist' },
        ],
        acceptedAt,
        createdAt,
        updatedAt: acceptedAt,
      })
      .go();
  }
}
