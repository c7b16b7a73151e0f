import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PortalBookings } from './portal-bookings.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const upcoming: PortalBooking = {
  bookingId: '11111111-1111-4111-8111-111111111111',
  tab: 'upcoming',
  artist: { pseudo: 'lea', displayName: 'Léa Ink' },
  project: {
    projectType: 'custom',
    placement: 'Avant-bras',
    size: '10 x 6 cm',
    text: 'Une hirondelle',
    referenceImages: [],
  },
  slot: {
    slotId: '2027-05-08T10:00/150',
    start: '2027-05-08T08:00:00.000Z',
    end: '2027-05-08T10:30:00.000Z',
    localDate: '2027-05-08',
    localStart: '10:00',
    durationMinutes: 150,
    timezone: 'Europe/Paris',
  },
  location: { travelId: 't1', shopName: 'Riviera Ink', city: 'Nice', address: '1 quai des États-Unis' },
  payment: { priceCents: 15000, depositCents: 5000, currency: 'EUR', paymentState: 'WAITING-FOR-DEPOSIT' },
  sequence: 2,
};

const pastWithoutDeposit: PortalBooking = {
  ...upcoming,
  bookingId: '22222222-2222-4222-8222-222222222222',
  tab: 'past',
  artist: {
    pseudo: 'sam',
    displayName: 'Sam Tattoo',
    residency: { shopName: 'Black Lotus', city: 'Lyon', country: 'FR' },
  },
  slot: {
    ...upcoming.slot,
    slotId: '2026-01-10T14:00/60',
    localDate: '2026-01-10',
    localStart: '14:00',
    durationMinutes: 60,
  },
  location: undefined,
  payment: { priceCents: 8000, currency: 'EUR', paymentState: 'DEPOSIT-PAID' },
  sequence: 0,
};

const canceled: PortalBooking = {
  ...upcoming,
  bookingId: '33333333-3333-4333-8333-333333333333',
  tab: 'canceled',
  artist: { pseudo: 'max', displayName: 'Max Needle' },
  payment: { ...upcoming.payment, paymentState: 'TOTAL-PAID' },
  canceledAt: '2027-04-20T10:00:00.000Z',
};

function renderPage(lng: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <MemoryRouter>
      <PortalBookings />
    </MemoryRouter>,
    { lng },
  );
}

describe('the portal bookings page', () => {
  let bookings: PortalBooking[];
  beforeEach(() => {
    bookings = [upcoming, pastWithoutDeposit, canceled];
    portalApi.get.mockReset();
    portalApi.get.mockImplementation(async () => ({ bookings }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows an upcoming booking with its date, full address, price, deposit pending and calendar links', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: /À venir/ });
    const card = within(section).getByRole('article', { name: 'Léa Ink' });
    expect(within(card).getByText('samedi 8 mai 2027')).toBeTruthy();
    expect(within(card).getByText('10:00 – 12:30')).toBeTruthy();
    expect(within(card).getByText(/Heure de l’artiste : .*\(Europe\/Paris\)/)).toBeTruthy();
    expect(within(card).getByText('Riviera Ink, Nice')).toBeTruthy();
    expect(within(card).getByText('1 quai des États-Unis')).toBeTruthy();
    expect(within(card).getByText('150 €')).toBeTruthy();
    expect(within(card).getByText('50 €')).toBeTruthy();
    expect(within(card).getByText('En attente')).toBeTruthy();
    const google = within(card).getByRole('link', {
      name: 'Ajouter à Google Agenda (nouvel onglet)',
    });
    const url = new URL(google.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20270508T080000Z/20270508T103000Z');
    expect(url.searchParams.get('text')).toBe('Tatouage avec Léa Ink');
    expect(url.searchParams.get('location')).toBe('Riviera Ink, 1 quai des États-Unis, Nice');
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
  });

  it('never shows a pending deposit on a booking without one, and labels past and cancelled ones', async () => {
    renderPage('en');
    const past = await screen.findByRole('region', { name: /Past/ });
    const noDeposit = within(past).getByRole('article', { name: 'Sam Tattoo' });
    expect(within(noDeposit).getByText('No deposit required')).toBeTruthy();
    expect(within(noDeposit).queryByText('Pending')).toBeNull();
    expect(within(noDeposit).queryByText('Deposit')).toBeNull();
    expect(within(noDeposit).getByText('Black Lotus, Lyon')).toBeTruthy();
    expect(within(noDeposit).queryByRole('button', { name: /\.ics/ })).toBeNull();

    const cancelledCard = within(past).getByRole('article', { name: 'Max Needle' });
    expect(within(cancelledCard).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelledCard).getByText('Paid in full')).toBeTruthy();
    expect(within(cancelledCard).getByText('Cancelled on April 20, 2027')).toBeTruthy();
    expect(within(cancelledCard).queryByRole('link', { name: /Google Calendar/ })).toBeNull();
  });

  it('lists the policy the booking keeps above “Pay the deposit”, read before paying (ADR 0097)', async () => {
    bookings = [
      {
        ...upcoming,
        payment: {
          ...upcoming.payment,
          payOnline: true,
          policy: [
            { key: 'refundNotice', count: 7 },
            { key: 'lateArrival', count: 15 },
            { key: 'artistCancels' },
          ],
        },
      },
      pastWithoutDeposit,
    ];
    renderPage('en');
    const card = await screen.findByRole('article', { name: 'Léa Ink' });
    const rules = within(card).getByRole('region', { name: 'Before you pay: the artist’s rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cancel at least 7 days before: the deposit is refunded. Later, it is kept.',
      'More than 15 minutes late: the artist keeps the deposit.',
      'If the artist cancels, the deposit is always refunded.',
    ]);
    const pay = within(card).getByRole('button', { name: /^Pay the .*50.* deposit$/ });
    // The rules come before the button, in reading order.
    expect(rules.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Without online payment there is no deposit step, and no rules list on the card.
    const past = within(screen.getByRole('region', { name: /Past/ })).getByRole('article', {
      name: 'Sam Tattoo',
    });
    expect(within(past).queryByRole('region', { name: /Before you pay/ })).toBeNull();
  });

  it('says a deposit kept for a late arrival beside the payment state', async () => {
    bookings = [
      {
        ...pastWithoutDeposit,
        payment: { ...upcoming.payment, paymentState: 'DEPOSIT-PAID', depositForfeited: true },
      },
    ];
    renderPage('en');
    expect(await screen.findByText(/Deposit kept: late arrival/)).toBeTruthy();
  });

  it('downloads an .ics file with the booking’s UID and SEQUENCE', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:booking';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderPage('en');
    const download = await screen.findByRole('button', { name: 'Download the .ics file' });
    const description = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description(download)).toBe('The appointment with Léa Ink');
    expect(description(screen.getByRole('link', { name: 'Add to Google Calendar (new tab)' }))).toBe(
      'The appointment with Léa Ink',
    );
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('inkslot-2027-05-08-lea.ics');
    expect(clicked[0]?.href).toBe('blob:booking');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    const ics = await blobs[0]!.text();
    expect(blobs[0]!.type).toContain('text/calendar');
    expect(ics).toContain('UID:11111111-1111-4111-8111-111111111111@inkslot');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART:20270508T080000Z');
    expect(ics).toContain('SUMMARY:Tattoo with Léa Ink');
    expect(ics).toMatch(/LOCATION:Riviera Ink\\, 1 quai des États-Unis\\, Nice/);
    vi.unstubAllGlobals();
  });

  it('says so when there is no booking yet, and when nothing is upcoming', async () => {
    bookings = [];
    const { unmount } = renderPage('en');
    expect(
      await screen.findByText('You have no appointment yet. A request the artist accepts shows up here.'),
    ).toBeTruthy();
    unmount();
    bookings = [pastWithoutDeposit];
    renderPage('en');
    expect(await screen.findByText('No upcoming appointment.')).toBeTruthy();
    expect(portalApi.get).toHaveBeenCalledWith('/portal/bookings');
  });

  it('asks for the healed photo on a past booking from its day, then shows the one sent (ADR 0101)', async () => {
    const imageId = '44444444-4444-4444-8444-444444444444';
    bookings = [
      upcoming,
      { ...pastWithoutDeposit, healedPhoto: { askedFrom: '2026-01-24T09:00:00.000Z' } },
      {
        ...canceled,
        tab: 'past',
        canceledAt: undefined,
        healedPhoto: { askedFrom: '2026-01-24T09:00:00.000Z', imageId, sentAt: '2026-01-30T18:00:00.000Z' },
      },
    ];
    const sent = {
      imageId,
      status: 'ready',
      image: {
        imageId,
        width: 1000,
        height: 800,
        placeholder: '#aa8866',
        variants: [{ width: 320, url: 'https://media.example/private/320.webp?signed' }],
      },
    };
    portalApi.get.mockImplementation(async (path: string) =>
      path.includes(`/healed-photo/${imageId}`) ? sent : { bookings },
    );
    renderPage('en');
    const past = await screen.findByRole('region', { name: /Past/ });
    const asked = within(within(past).getByRole('article', { name: 'Sam Tattoo' })).getByRole('region', {
      name: 'Send a photo of your healed tattoo',
    });
    expect(within(asked).getByText(/Sam Tattoo would love to see your healed tattoo/)).toBeTruthy();
    expect(within(asked).getByRole('group', { name: 'Your photo' })).toBeTruthy();
    expect(within(asked).queryByText(/^Photo sent on/)).toBeNull();

    const done = within(within(past).getByRole('article', { name: 'Max Needle' })).getByRole('region', {
      name: 'Send a photo of your healed tattoo',
    });
    expect(within(done).getByText('Photo sent on January 30, 2026. Thank you!')).toBeTruthy();
    const image = await within(done).findByRole('img', { name: 'Your photo of the healed tattoo' });
    expect(image.getAttribute('src')).toContain('signed');
    expect(within(done).getByRole('group', { name: 'Another photo instead' })).toBeTruthy();
    // The upcoming booking, asked nothing, shows none.
    expect(screen.getAllByRole('region', { name: 'Send a photo of your healed tattoo' })).toHaveLength(2);
  });
});
