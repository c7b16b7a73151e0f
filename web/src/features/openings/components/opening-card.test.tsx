import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { OpeningCard } from './opening-card.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const scheduled = {
  openingId: 'o1',
  startsAt: '2026-12-05T17:30:00.000Z',
  closesAt: '2026-12-05T19:30:00.000Z',
  cap: 20,
  projectTypes: ['flash', 'custom'],
  rule: 'first-come',
  state: 'scheduled',
  count: 0,
};

function renderCard(onChanged = vi.fn()) {
  renderWithProviders(<OpeningCard timezone="Europe/Paris" hourFormat="24" onChanged={onChanged} />, {
    lng: 'en',
  });
  return onChanged;
}

describe('the book opening in the booking settings', () => {
  beforeEach(() => {
    artistApi.get.mockReset().mockResolvedValue({ opening: null });
    artistApi.put.mockReset();
    artistApi.delete.mockReset();
  });

  it('schedules an opening in the artist’s zone with its length, cap and types', async () => {
    artistApi.put.mockResolvedValue({ opening: scheduled });
    const user = userEvent.setup();
    const onChanged = renderCard();
    // Date and time inputs take their value whole, as a browser's pickers give it.
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '18:30' } });
    await user.selectOptions(screen.getByLabelText('Length'), '2 hours');
    await user.click(screen.getByRole('switch', { name: /Flashes/ }));
    await user.click(screen.getByRole('button', { name: 'Schedule the opening' }));
    expect(artistApi.put).toHaveBeenCalledWith('/me/opening', {
      date: '2026-12-05',
      time: '18:30',
      durationMinutes: 120,
      cap: 20,
      projectTypes: ['flash', 'custom'],
      rule: 'first-come',
    });
    expect(await screen.findByText('Opening scheduled: your page shows the countdown.')).toBeTruthy();
    expect(screen.getByText('0 confirmed requests of 20')).toBeTruthy();
    expect(screen.getByText('Sat, Dec 5, 2026, 18:30')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('schedules a draw: two hours at most, said in the form and in the summary (ADR 0096)', async () => {
    artistApi.put.mockResolvedValue({ opening: { ...scheduled, rule: 'draw' } });
    const user = userEvent.setup();
    renderCard();
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '2026-12-05' } });
    // The default length (4 hours) is too long for a draw: choosing it brings the length to 2 hours.
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    expect(screen.getByText(/^Every request confirmed during the opening \(2 hours at most\)/)).toBeTruthy();
    const length = screen.getByLabelText('Length') as HTMLSelectElement;
    expect(length.value).toBe('120');
    expect([...length.options].map((option) => option.value)).toEqual(['60', '120']);
    await user.click(screen.getByRole('button', { name: 'Schedule the opening' }));
    expect(artistApi.put).toHaveBeenCalledWith(
      '/me/opening',
      expect.objectContaining({ durationMinutes: 120, rule: 'draw' }),
    );
    expect(await screen.findByText('Draw')).toBeTruthy();
  });

  it('puts the API’s localized field errors on their fields', async () => {
    artistApi.put.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Invalid', [
        {
          path: 'date',
          key: 'validation.opening.startInPast',
          message: 'The opening must start later than now',
        },
      ]),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Schedule the opening' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The opening must start later than now');
  });

  it('edits a scheduled opening with its values, or cancels it', async () => {
    artistApi.get.mockResolvedValue({ opening: scheduled });
    artistApi.delete.mockResolvedValue({ opening: null });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText(/^Time/) as HTMLInputElement).value).toBe('18:30');
    expect((screen.getByLabelText('Length') as HTMLSelectElement).value).toBe('120');
    await user.click(screen.getByRole('button', { name: 'Keep it as it is' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the opening' }));
    expect(artistApi.delete).toHaveBeenCalledWith('/me/opening');
    expect(await screen.findByText('Opening cancelled.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule the opening' })).toBeTruthy();
  });
});

describe('who waits for the opening (ADR 0100)', () => {
  it('shows how many confirmed addresses wait for the start, a count only', async () => {
    artistApi.get.mockReset().mockResolvedValue({ opening: { ...scheduled, watchers: 3 } });
    renderCard();
    expect(await screen.findByText('3 confirmed addresses wait for the opening’s email')).toBeTruthy();
  });
});
