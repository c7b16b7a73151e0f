import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusyCalendarView } from '#shared/api/contracts/bookings.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { BusyCalendarCard } from './busy-calendar-card.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const URL = 'webcal://calendar.example.com/private-abc/basic.ics';

describe('BusyCalendarCard', () => {
  let view: BusyCalendarView;
  beforeEach(() => {
    for (const fn of Object.values(artistApi)) fn.mockReset();
    view = { status: 'none' };
    artistApi.get.mockImplementation(async () => view);
  });

  it('saves an address, waits for its first read, then says how many busy times block', async () => {
    const user = userEvent.setup();
    artistApi.put.mockImplementation(async () => {
      view = { url: URL, status: 'pending' };
      return view;
    });
    renderWithProviders(<BusyCalendarCard />);
    await user.type(await screen.findByRole('textbox', { name: 'Your calendar’s private address' }), URL);
    await user.click(screen.getByRole('button', { name: 'Save the calendar' }));
    expect(artistApi.put).toHaveBeenCalledWith('/me/busy-calendar', { url: URL });
    expect(await screen.findByText('Reading your calendar…')).toBeTruthy();
    view = { url: URL, status: 'ok', busyCount: 3, fetchedAt: '2026-11-26T10:00:00.000Z' };
    expect(
      await screen.findByText(/3 busy times ahead block your slots\./, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your calendar’s private address' })).toHaveProperty(
      'value',
      URL,
    );
  });

  it('shows the localized refusal of a wrong address on the field', async () => {
    const user = userEvent.setup();
    artistApi.put.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Invalid', [
        {
          path: 'url',
          key: 'validation.calendarUrlInvalid',
          message: 'Paste your calendar’s private address, starting with https:// or webcal://',
        },
      ]),
    );
    renderWithProviders(<BusyCalendarCard />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your calendar’s private address' }),
      'ftp://x',
    );
    await user.click(screen.getByRole('button', { name: 'Save the calendar' }));
    expect(
      await screen.findByText('Paste your calendar’s private address, starting with https:// or webcal://'),
    ).toBeTruthy();
  });

  it('says the last read failed, in one neutral state, and stops using the calendar', async () => {
    const user = userEvent.setup();
    view = { url: URL, status: 'unreadable', fetchedAt: '2026-11-26T10:00:00.000Z' };
    artistApi.delete.mockImplementation(async () => {
      view = { status: 'none' };
      return view;
    });
    renderWithProviders(<BusyCalendarCard />);
    expect(
      await screen.findByText(
        'Your calendar could not be read: the busy times of its last read still block your slots. Check that this is your calendar’s private iCal address.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop using this calendar' }));
    expect(artistApi.delete).toHaveBeenCalledWith('/me/busy-calendar');
    await waitFor(() => expect(screen.queryByText(/Your calendar could not be read/)).toBeNull());
  });
});
