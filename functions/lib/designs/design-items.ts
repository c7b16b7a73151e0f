import { getDb } from '#functions/lib/db.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { DesignVersionItem } from '#shared/db/entities/design-version.ts';
import { DEFAULT_DESIGN_POLICY, type DesignPolicy } from '#shared/domain/designs/design-rules.ts';
import { artistCurrency } from '#shared/domain/money.ts';

/** The artist's design policy (the defaults until they save one). */
export function designPolicyOf(artist: Pick<ArtistItem, 'designPolicy'>): DesignPolicy {
  return artist.designPolicy ?? DEFAULT_DESIGN_POLICY;
}

/** Whether the artist's Stripe account takes payments: a revision's price can be charged (ADR 0057). */
export function takesPaymentsOnline(artist: Pick<ArtistItem, 'paymentAccountId' | 'paymentAccountReady'>) {
  return Boolean(artist.paymentAccountId && artist.paymentAccountReady);
}

/** Every version of one design, read consistently from the artist's partition, oldest first. */
export async function readVersions(artistId: string, requestId: string): Promise<DesignVersionItem[]> {
  const { data } = await getDb()
    .entities.designVersion.query.byRequest({ artistId, requestId })
    .go({ pages: 'all', consistent: true });
  return data.filter((item) => item.requestId === requestId).sort((a, b) => a.version - b.version);
}

/** The version the client approved of a booking's design, as its reminders show it; none: undefined. */
export async function approvedDesignOf(artistId: string, bookingId: string) {
  const approved = (await readVersions(artistId, bookingId)).find((version) => version.status === 'approved');
  return (
    approved && {
      version: approved.version,
      imageCount: approved.images.length,
      ...(approved.note && { note: approved.note }),
    }
  );
}

/** The policy a design runs under: the first version's (carried on), else the artist's current one. */
export function threadPolicy(versions: readonly DesignVersionItem[], artist: ArtistItem) {
  const first = versions[0];
  return first
    ? {
        revisionsIncluded: first.revisionsIncluded,
        revisionPriceCents: first.revisionPriceCents,
        currency: first.currency,
      }
    : { ...designPolicyOf(artist), currency: artistCurrency(artist) };
}
