import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingConsent } from '#shared/api/contracts/consent.ts';
import { formAsShown } from '#shared/domain/consent/form-as-shown.ts';
import { testConsentAnswers, testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { BookingConsentPanel } from './booking-consent-panel.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const BOOKING = '11111111-1111-4111-8111-111111111111';
const signed: BookingConsent = {
  bookingId: BOOKING,
  status: 'signed',
  deadline: '2027-05-19T08:00:00.000Z',
  signed: {
    ...testConsentAnswers,
    signedAt: '2027-05-01T10:00:00.000Z',
    form: formAsShown(testConsentForm, 'en'),
    formVersion: 2,
    formSha256: 'a'.repeat(64),
    flagged: ['allergies'],
    signatureKind: 'drawn',
    idPhoto: false,
    pdfSha256: 'b'.repeat(64),
    retainUntil: '2030-05-01T10:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone)',
  },
};

beforeEach(() => artistApi.get.mockReset());

describe('the consent on the artist’s booking page', () => {
  it('shows the flagged answers first, every answer behind a disclosure, and the PDF to download', async () => {
    artistApi.get.mockResolvedValue(signed);
    renderWithProviders(<BookingConsentPanel bookingId={BOOKING} />);
    const panel = await screen.findByRole('region', { name: 'Consent' });
    expect(within(panel).getByText('Signed')).toBeTruthy();
    expect(within(panel).getByText('1 answer to check')).toBeTruthy();
    const [flagged] = within(panel).getAllByRole('definition');
    expect(flagged!.textContent).toContain('To check');
    expect(flagged!.textContent).toContain('Latex');
    await userEvent.setup().click(within(panel).getByText('All the answers (3)'));
    expect(within(panel).getByText('Do you take blood thinners?')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
    expect(within(panel).getByText(/SHA-256 of the PDF: b{64}/)).toBeTruthy();
    expect(within(panel).getByText('No ID photo added.')).toBeTruthy();
    expect(artistApi.get).toHaveBeenCalledTimes(1);
  });

  it('shows the client’s ID photo as a thumbnail that opens the image, read through its short link', async () => {
    const link = {
      thumbnailUrl: 'https://media.example/private/a/i/320.webp?X-Amz-Expires=300',
      url: 'https://media.example/private/a/i/1200.webp?X-Amz-Expires=300',
      width: 1200,
      height: 800,
    };
    artistApi.get.mockImplementation(async (path?: string) =>
      String(path).endsWith('/id-photo') ? link : { ...signed, signed: { ...signed.signed!, idPhoto: true } },
    );
    renderWithProviders(<BookingConsentPanel bookingId={BOOKING} />);
    const panel = await screen.findByRole('region', { name: 'Consent' });
    const thumbnail = await within(panel).findByRole('img', {
      name: 'Photo of the client’s ID: open full size',
    });
    expect(thumbnail.getAttribute('src')).toBe(link.thumbnailUrl);
    const opener = within(panel).getByRole('link', { name: 'Photo of the client’s ID: open full size' });
    expect(opener.getAttribute('href')).toBe(link.url);
    expect(opener.getAttribute('target')).toBe('_blank');
    expect(artistApi.get).toHaveBeenCalledWith(`/me/bookings/${BOOKING}/consent/id-photo`);
  });

  it('says by when the client must sign while it waits', async () => {
    artistApi.get.mockResolvedValue({
      bookingId: BOOKING,
      status: 'waiting',
      deadline: '2027-05-19T08:00:00.000Z',
    });
    renderWithProviders(<BookingConsentPanel bookingId={BOOKING} />);
    expect(await screen.findByText('Waiting')).toBeTruthy();
    expect(screen.getByText(/The client must sign it before May 19, 2027/)).toBeTruthy();
  });
});
