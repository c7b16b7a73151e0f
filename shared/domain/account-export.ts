/**
 * What an artist's data export holds (issue 13, item 3): one archive with a JSON file per kind of
 * data and the images themselves, named so a person can find their way in it. Pure: the handler
 * reads the data and the images, this lays them out.
 */
export interface AccountExportData {
  exportedAt: string;
  account: Record<string, unknown>;
  flashes: readonly Record<string, unknown>[];
  works: readonly Record<string, unknown>[];
  travels: readonly Record<string, unknown>[];
  availabilities: readonly Record<string, unknown>[];
  requests: readonly Record<string, unknown>[];
  bookings: readonly Record<string, unknown>[];
  conversations: readonly (Record<string, unknown> & { messages: readonly Record<string, unknown>[] })[];
  /** The images' bytes (their largest variant), by image id. */
  images: ReadonlyMap<string, Uint8Array>;
}

/** Fields of stored items that mean nothing outside the product (keys, counters' bookkeeping). */
const INTERNAL = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', '__edb_e__', '__edb_v__']);

function clean(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL.has(key)));
}

/** The clients of the artist's requests, once each: who they are, as they gave it. */
export function exportedClients(requests: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const byEmail = new Map<string, Record<string, unknown>>();
  for (const request of requests) {
    const client = request.client as Record<string, unknown> | undefined;
    const email = typeof client?.email === 'string' ? client.email : undefined;
    if (client && email && !byEmail.has(email)) byEmail.set(email, client);
  }
  return [...byEmail.values()];
}

/** The archive's files: `README.txt`, one JSON per kind, `images/<id>.webp`. */
export function accountExportFiles(data: AccountExportData): Record<string, Uint8Array> {
  const encoder = new TextEncoder();
  const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'README.txt': encoder.encode(
      [
        `Inkslot data export, ${data.exportedAt}`,
        '',
        'account.json        your account and public profile',
        'flashes.json        your flashes; works.json your realisations (images in images/)',
        'travels.json        your guest spots; availabilities.json your hours',
        'requests.json       the booking requests you received; bookings.json your appointments',
        'clients.json        the clients of those requests, as they introduced themselves',
        'conversations.json  your conversations with their messages',
        '',
      ].join('\n'),
    ),
    'account.json': json(clean(data.account)),
    'flashes.json': json(data.flashes.map(clean)),
    'works.json': json(data.works.map(clean)),
    'travels.json': json(data.travels.map(clean)),
    'availabilities.json': json(data.availabilities.map(clean)),
    'requests.json': json(data.requests.map(clean)),
    'bookings.json': json(data.bookings.map(clean)),
    'clients.json': json(exportedClients(data.requests)),
    'conversations.json': json(
      data.conversations.map(({ messages, ...conversation }) => ({
        ...clean(conversation),
        messages: messages.map(clean),
      })),
    ),
  };
  for (const [imageId, bytes] of data.images) files[`images/${imageId}.webp`] = bytes;
  return files;
}
