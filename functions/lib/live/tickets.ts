import { randomBytes } from 'node:crypto';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import type { LiveTicket } from '#shared/api/contracts/live.ts';
import { LIVE_TICKET_SECONDS, type LiveParty, partyKey } from '#shared/domain/live/party.ts';

/** Mints a single-use ticket for the caller's party (256 random bits), valid 60 s. */
export async function mintLiveTicket(party: LiveParty, now = new Date()): Promise<LiveTicket> {
  const ticket = randomBytes(32).toString('base64url');
  await getDb()
    .entities.liveTicket.create({
      ticket,
      party: partyKey(party),
      expiresAt: Math.floor(now.getTime() / 1000) + LIVE_TICKET_SECONDS,
    })
    .go();
  return { ticket, url: env.liveUrl, expiresInSeconds: LIVE_TICKET_SECONDS };
}

/**
 * Uses a ticket: deleted only if it exists and has not expired, so it opens one connection at most.
 * Its party, or undefined (unknown, used, expired, malformed).
 */
export async function useLiveTicket(
  ticket: string | undefined,
  now = new Date(),
): Promise<string | undefined> {
  if (!ticket || !/^[A-Za-z0-9_-]{43}$/.test(ticket)) return undefined;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    const { data } = await getDb()
      .entities.liveTicket.delete({ ticket })
      .where(({ expiresAt }, { gt }) => gt(expiresAt, nowSeconds))
      .go({ response: 'all_old' });
    return data?.party;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException')
      return undefined;
    throw error;
  }
}
