import type { EventBridgeEvent } from 'aws-lambda';
import { refreshBusyTimes } from '../../lib/calendar/refresh-busy-times.ts';
import { getDb } from '../../lib/db.ts';
import { parseBusEvent } from '../../lib/parse-bus-event.ts';

/**
 * `artist.busy-calendar-changed` (issue 14, item 7): the artist's external calendar is read as soon
 * as they give it (the schedule reads it again every 30 minutes). The address is read from the
 * table, so a redelivered event reads what is there now; removed meanwhile: nothing.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>) => {
  const { envelope } = parseBusEvent(event);
  const { artistId } = envelope.payload as { artistId: string };
  const { data } = await getDb().entities.busyCalendar.get({ artistId }).go({ consistent: true });
  if (!data) return { read: 'none' as const };
  return { read: await refreshBusyTimes(artistId, data.url) };
};
