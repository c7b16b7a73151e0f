import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentStillToSign } from '#functions/lib/consent/consent-forms.ts';
import type {
  BookingConsent,
  ConsentPdfLink,
  ConsentStatuses,
  MyConsentForm,
  PortalConsent,
} from '#shared/api/contracts/consent.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptedBookingOf,
  consentScene,
  consentSettings,
  saveConsentForm,
  signBody,
  signConsent,
} from '#tests/support/consent-signing.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { mediaS3 } from '#tests/support/media-bucket.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { cloud, db } = cloudAndDb();
const consentBucket = cloud.env.CONSENT_BUCKET!;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A minor's date of birth: 16 years ago today. */
const minorBirth = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 16);
  return date.toISOString().slice(0, 10);
};

describe('consent forms (ADR 0088, 0089)', () => {
  let artist: BookingArtist;
  let other: BookingArtist;
  let ada: string;
  let adaToken: string;
  let bobToken: string;
  const booked: Record<'signed' | 'guardian' | 'refused' | 'bobs', string> = {} as never;

  beforeAll(async () => {
    const scene = await consentScene([
      ['signed', 'ada', 2],
      ['guardian', 'ada', 3],
      ['bobs', 'bob', 4],
    ] as const);
    ({ artist, other, ada, adaToken, bobToken } = scene);
    Object.assign(booked, scene.booked);
    // Version 2 allows no guardian: only bookings accepted from now on ask for it.
    await saveConsentForm(artist, 1, false);
    booked.refused = await acceptedBookingOf(artist, ada, 5);
  });

  it('keeps versions: a save over an old version is refused, the law of the jurisdiction wins', async () => {
    const stale = await api<ErrorBody>('/me/consent-form', {
      method: 'PUT',
      token: artist.idToken,
      body: { baseVersion: 1, settings: consentSettings(true) },
    });
    expect(stale.status).toBe(409);
    const current = await api<MyConsentForm>('/me/consent-form', { token: artist.idToken });
    expect(current.json).toMatchObject({ version: 2, settings: { enabled: true, guardianAllowed: false } });
  });

  it('shows the client the version frozen when the booking was accepted, in three languages', async () => {
    const page = await api<PortalConsent>(`/portal/bookings/${booked.signed}/consent`, { token: adaToken });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ status: 'waiting', formVersion: 1, guardianAllowed: true });
    expect(page.json.forms?.es.title).toBe('Consentimiento informado');
    const refused = await api<PortalConsent>(`/portal/bookings/${booked.refused}/consent`, {
      token: adaToken,
    });
    expect(refused.json).toMatchObject({ formVersion: 2, guardianAllowed: false });
    const list = await api<PortalBookingList>('/portal/bookings', { token: adaToken });
    const card = list.json.bookings.find((booking) => booking.bookingId === booked.signed);
    expect(card?.consent).toMatchObject({ status: 'waiting', deadline: expect.any(String) });
  });

  it('signs once: the item keeps the answers, flags and hashes; a second submit is 409 and changes nothing', async () => {
    const signed = await signConsent(adaToken, booked.signed, signBody());
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.status).toBe('signed');
    const item = (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.signed }).go())
      .data!;
    expect(item).toMatchObject({
      clientEmail: ada,
      formVersion: 1,
      flagged: ['allergies'],
      photoUse: true,
      userAgent: 'ConsentTest/1.0 (iPhone)',
      form: { language: 'en', title: 'Informed consent' },
    });
    expect(item.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(item.formSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await outboxTypesFor(db, booked.signed)).toContain('consent.signed');

    const again = await signConsent(
      adaToken,
      booked.signed,
      signBody({ fullName: 'Someone Else', photoUse: false }),
    );
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('consent_already_signed');
    const after = (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.signed }).go())
      .data!;
    expect(after).toEqual(item);
  });

  it('lets the artist download the signed PDF, whose SHA-256 is the one recorded', async () => {
    const item = (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.signed }).go())
      .data!;
    const link = await api<ConsentPdfLink>(`/me/bookings/${booked.signed}/consent/pdf`, {
      token: artist.idToken,
    });
    expect(link.status).toBe(200);
    expect(link.json.sha256).toBe(item.pdfSha256);
    const pdf = await fetch(link.json.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(item.pdfSha256);

    const view = await api<BookingConsent>(`/me/bookings/${booked.signed}/consent`, {
      token: artist.idToken,
    });
    expect(view.json).toMatchObject({
      status: 'signed',
      signed: { flagged: ['allergies'], fullName: 'Ada Lovelace' },
    });
    const statuses = await api<ConsentStatuses>(
      `/me/consents?bookingIds=${booked.signed},${booked.guardian}`,
      {
        token: artist.idToken,
      },
    );
    expect(statuses.json.statuses).toEqual(
      expect.arrayContaining([
        { bookingId: booked.signed, status: 'signed', deadline: expect.any(String), flagged: 1 },
        { bookingId: booked.guardian, status: 'waiting', deadline: expect.any(String), flagged: 0 },
      ]),
    );
  });

  it('asks for the consent form in the acceptance email, with a button to the booking’s signing page', async () => {
    const accepted = await waitForMail(ada, {
      match: (mail) => (mail.body.text ?? '').includes(`%2Fportal%2Fbookings%2F${booked.signed}%2Fconsent`),
      timeoutMs: 20_000,
    });
    expect(accepted.body.text).toContain('Sign the consent form');
    expect(accepted.body.text).toMatch(/asks you to fill in and sign the consent form before/);
  });

  it('has each reminder ask for the consent while it is to sign, and no longer once signed', async () => {
    const booking = async (bookingId: string) =>
      (await db.entities.booking.get({ artistId: artist.sub, bookingId }).go()).data!;
    const now = new Date();
    expect(await consentStillToSign(await booking(booked.guardian), now)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await consentStillToSign(await booking(booked.signed), now)).toBeUndefined();
    const afterDeadline = new Date(Date.parse((await booking(booked.guardian)).slotStart) + 60_000);
    expect(await consentStillToSign(await booking(booked.guardian), afterDeadline)).toBeUndefined();
  });

  it('emails the signed PDF to the client and to the artist, the bytes the hash recorded', async () => {
    const item = (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.signed }).go())
      .data!;
    const isConsent = (mail: { attachments?: { filename: string }[] }) =>
      Boolean(mail.attachments?.some((file) => file.filename.endsWith('.pdf')));
    for (const to of [ada, artist.email]) {
      const mail = await waitForMail(to, { match: isConsent, timeoutMs: 20_000 });
      const pdf = mail.attachments!.find((file) => file.filename.endsWith('.pdf'))!;
      expect(pdf.contentType).toBe('application/pdf');
      expect(sha256(Buffer.from(pdf.content, 'base64'))).toBe(item.pdfSha256);
    }
  });

  it('refuses to delete or overwrite the locked PDF before its retention date', async () => {
    const item = (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.signed }).go())
      .data!;
    const s3 = mediaS3();
    await expect(
      s3.send(new DeleteObjectCommand({ Bucket: consentBucket, Key: item.pdfKey })),
    ).rejects.toThrow(/denied/i);
    await expect(
      s3.send(new PutObjectCommand({ Bucket: consentBucket, Key: item.pdfKey, Body: 'forged' })),
    ).rejects.toThrow(/denied/i);
    const kept = await s3.send(new GetObjectCommand({ Bucket: consentBucket, Key: item.pdfKey }));
    expect(sha256(await kept.Body!.transformToByteArray())).toBe(item.pdfSha256);
    expect(Date.parse(item.retainUntil) - Date.parse(item.signedAt)).toBeGreaterThan(
      3 * 365 * 86_400_000 - 1,
    );
  });

  it('answers 404 for another client’s booking and another artist’s, and writes nothing', async () => {
    expect((await api(`/portal/bookings/${booked.guardian}/consent`, { token: bobToken })).status).toBe(404);
    expect((await signConsent(bobToken, booked.guardian, signBody())).status).toBe(404);
    expect((await api(`/me/bookings/${booked.signed}/consent`, { token: other.idToken })).status).toBe(404);
    expect((await api(`/me/bookings/${booked.signed}/consent/pdf`, { token: other.idToken })).status).toBe(
      404,
    );
    const statuses = await api<ConsentStatuses>(`/me/consents?bookingIds=${booked.signed}`, {
      token: other.idToken,
    });
    expect(statuses.json.statuses).toEqual([]);
    expect(
      (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.guardian }).go()).data,
    ).toBeNull();
  });

  it('refuses a minor where no guardian is allowed, and writes nothing', async () => {
    const answer = await signConsent(
      adaToken,
      booked.refused,
      signBody({ formVersion: 2, dateOfBirth: minorBirth() }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual([
      {
        path: 'dateOfBirth',
        key: 'consent.problems.minorRefused',
        message: 'You must be 18 to sign this form: the artist does not accept a guardian’s signature',
      },
    ]);
    expect(
      (await db.entities.consent.get({ artistId: artist.sub, bookingId: booked.refused }).go()).data,
    ).toBeNull();
  });

  it('asks a minor for a guardian where allowed, and keeps the guardian’s name and signature', async () => {
    const without = await signConsent(adaToken, booked.guardian, signBody({ dateOfBirth: minorBirth() }));
    expect(without.status).toBe(400);
    expect(without.json.error.fields?.map((field) => field.path)).toEqual(['guardian']);
    const incomplete = await signConsent(
      adaToken,
      booked.guardian,
      signBody({ acknowledged: ['infection'] }),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.json.error.fields?.map((field) => field.path)).toEqual(['acknowledged.wash']);
    const signed = await signConsent(
      adaToken,
      booked.guardian,
      signBody({
        dateOfBirth: minorBirth(),
        guardian: { name: 'Grace Hopper', signature: { kind: 'typed', text: 'Grace Hopper' } },
      }),
    );
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.signed?.guardianName).toBe('Grace Hopper');
  });
});
