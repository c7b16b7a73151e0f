import { getDb } from '#functions/lib/db.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { ConsentItem } from '#shared/db/entities/consent.ts';
import type { ConsentFormItem } from '#shared/db/entities/consent-form.ts';
import { type ConsentSettings, consentDeadline } from '#shared/domain/consent/consent-settings.ts';
import { type ConsentStatus, consentStatus } from '#shared/domain/consent/consent-status.ts';

/** A saved version of an artist's consent settings. */
export interface ConsentFormVersion {
  version: number;
  savedAt: string;
  settings: ConsentSettings;
}

const versionOf = (item: ConsentFormItem): ConsentFormVersion => ({
  version: item.version,
  savedAt: item.savedAt,
  settings: item.settings as ConsentSettings,
});

/** The artist's latest version, if they ever saved one. */
export async function latestConsentForm(artistId: string): Promise<ConsentFormVersion | undefined> {
  const { data } = await getDb()
    .entities.consentForm.query.byArtist({ artistId })
    .go({ order: 'desc', limit: 1, consistent: true });
  return data[0] && versionOf(data[0]);
}

/**
 * The version a booking asked the client to sign (ADR 0088): the one current when it was accepted, if
 * consent was on then. Versions never change once written, so the booking's request is frozen without
 * touching the accept transaction. Read newest first, only the keys, then the one version whole.
 */
export async function bookingConsentForm(
  booking: Pick<BookingItem, 'artistId' | 'acceptedAt'>,
): Promise<ConsentFormVersion | undefined> {
  const db = getDb();
  const { data: versions } = await db.entities.consentForm.query
    .byArtist({ artistId: booking.artistId })
    .go({ order: 'desc', pages: 'all', attributes: ['artistId', 'version', 'savedAt', 'enabled'] });
  const frozen = versions.find((item) => item.savedAt <= booking.acceptedAt);
  if (!frozen?.enabled) return undefined;
  const { data } = await db.entities.consentForm
    .get({ artistId: booking.artistId, version: frozen.version })
    .go();
  return data ? versionOf(data) : undefined;
}

/**
 * Whether a booking accepted now asks for consent (the artist's latest version has it on), and by when:
 * what the acceptance email announces. The booking freezes that version (`bookingConsentForm`).
 */
export async function consentAskedOnAccept(
  artistId: string,
  slotStart: string,
  acceptedAt: string,
): Promise<{ deadline: string } | undefined> {
  const { data } = await getDb()
    .entities.consentForm.query.byArtist({ artistId })
    .go({ order: 'desc', limit: 1, attributes: ['enabled', 'deadlineHours'] });
  const latest = data[0];
  return latest?.enabled
    ? { deadline: consentDeadline(slotStart, latest.deadlineHours, acceptedAt) }
    : undefined;
}

/** The deadline of a booking's consent still to sign (asked, unsigned, not past it), for its reminders. */
export async function consentStillToSign(booking: BookingItem, now: Date): Promise<string | undefined> {
  const [form, consent] = await Promise.all([
    bookingConsentForm(booking),
    readConsent(booking.artistId, booking.bookingId),
  ]);
  const { status, deadline } = bookingConsentStatus(booking, form?.settings, consent, now);
  return status === 'waiting' ? deadline : undefined;
}

/** The booking's signed consent, if any (a strongly consistent read: a signing just made is seen). */
export async function readConsent(artistId: string, bookingId: string): Promise<ConsentItem | undefined> {
  const { data } = await getDb().entities.consent.get({ artistId, bookingId }).go({ consistent: true });
  return data ?? undefined;
}

/** Where a booking's consent stands, and its deadline when it was asked for. */
export function bookingConsentStatus(
  booking: Pick<BookingItem, 'slotStart' | 'acceptedAt' | 'status'>,
  form: { deadlineHours: number } | undefined,
  consent: Pick<ConsentItem, 'signedAt'> | undefined,
  now: Date,
): { status: ConsentStatus; deadline?: string } {
  const requested = Boolean(form) && booking.status !== 'canceled';
  const deadline = form && consentDeadline(booking.slotStart, form.deadlineHours, booking.acceptedAt);
  const status = consentStatus({ requested, signed: Boolean(consent), deadline, now });
  return { status, ...(deadline && status !== 'notSent' && { deadline }) };
}
