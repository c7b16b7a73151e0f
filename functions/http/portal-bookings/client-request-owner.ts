import { getDb } from '../../lib/db.ts';

/** The artist of this client's request, from the client index (`gsi2`), or undefined. */
export async function artistOfClientRequest(email: string, requestId: string): Promise<string | undefined> {
  const { data } = await getDb()
    .entities.bookingRequest.query.byClient({ clientEmail: email })
    .where((attributes, { eq }) => eq(attributes.requestId, requestId))
    .go({ pages: 'all', attributes: ['artistId', 'requestId', 'clientEmail'] });
  return data.find((item) => item.requestId === requestId && item.clientEmail === email)?.artistId;
}
