import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { maySlotList } from '#web/src/test/fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { MoveSlotDialog, type MoveSlotDialogProps } from './move-slot-dialog.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const slots = maySlotList([
  ['14:30', 90],
  ['18:00', 60],
]);

function renderDialog(props: Partial<MoveSlotDialogProps> = {}, lng: 'en' | 'fr' = 'en') {
  const onMove = vi.fn(async (_slotId: string) => undefined);
  const onClose = vi.fn();
  renderWithProviders(
    <MoveSlotDialog
      title="Change the time slot of Camille Martin’s request"
      current={{
        slotId: '2026-05-02T10:00/180',
        localDate: '2026-05-02',
        localStart: '10:00',
        durationMinutes: 180,
      }}
      errorTitle="An error occurred while moving the request"
      hourFormat="24"
      onMove={onMove}
      onClose={onClose}
      {...props}
    />,
    { lng },
  );
  return { onMove: props.onMove ?? onMove, onClose };
}

beforeEach(() => {
  artistApi.get.mockReset();
  artistApi.get.mockResolvedValue(slots);
});

describe('the move dialog', () => {
  it('asks for starts of the appointment’s own length, and another length only on purpose', async () => {
    const user = userEvent.setup();
    renderDialog();
    const length = screen.getByRole('combobox', { name: /Length/ }) as HTMLSelectElement;
    expect(length.value).toBe('180');
    expect(length.selectedOptions[0]?.textContent).toBe('3 hr (current length)');
    await waitFor(() =>
      expect(artistApi.get).toHaveBeenCalledWith('/me/slots?days=31&durationMinutes=180', {}),
    );
    await user.selectOptions(length, '90');
    await waitFor(() =>
      expect(artistApi.get).toHaveBeenCalledWith('/me/slots?days=31&durationMinutes=90', {}),
    );
  });

  it('lists the artist’s free slots by day in their named time zone, and moves with the keyboard', async () => {
    const user = userEvent.setup();
    const { onMove } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change the time slot of Camille Martin’s request' });
    expect(dialog.textContent).toContain('Current slot: Saturday, May 2, 2026, 10:00 – 13:00');
    expect(await screen.findByText(/^Times in your time zone: .*\(Europe\/Paris\)$/)).toBeTruthy();
    expect(artistApi.get).toHaveBeenCalledWith('/me/slots?days=31&durationMinutes=180', {});

    const days = screen.getByRole('group', { name: 'Day' });
    expect(days.textContent).toContain('2 slots');
    const times = screen.getByRole('group', { name: 'Free slots on Saturday, May 2, 2026' });
    expect(times.textContent).toContain('14:30 – 16:00');

    // Tab into the times, the arrow keys choose, Enter moves.
    screen.getByRole('radio', { name: /14:30 – 16:00/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: /18:00 – 19:00/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith('2026-05-02T18:00/60');
  });

  it('says where a guest spot slot is, and pages through the months', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Tue, May 5/ }));
    expect(screen.getByRole('radio', { name: /11:00 – 14:00/ }).closest('label')?.textContent).toContain(
      'Guest spot: Guest Shop, Marseille',
    );
    await user.click(screen.getByRole('button', { name: 'Later dates' }));
    await waitFor(() =>
      expect(artistApi.get).toHaveBeenCalledWith('/me/slots?from=2026-06-01&days=31&durationMinutes=180', {}),
    );
    await user.click(await screen.findByRole('button', { name: 'Earlier dates' }));
    expect(screen.queryByRole('button', { name: 'Earlier dates' })).toBeNull();
  });

  it('asks for a slot before moving', async () => {
    const user = userEvent.setup();
    const { onMove } = renderDialog();
    await screen.findByRole('group', { name: 'Day' });
    await user.click(screen.getByRole('button', { name: 'Move to this slot' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a new slot');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('reads the slots afresh when the chosen one was just taken, and says so', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(async () => {
      throw new ApiError(409, 'slot_taken', 'This slot was just taken, pick another');
    });
    renderDialog({ onMove });
    await user.click(await screen.findByRole('radio', { name: /14:30 – 16:00/ }));
    await user.click(screen.getByRole('button', { name: 'Move to this slot' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'An error occurred while moving the requestThis slot was just taken: the list of slots is up to date, choose another one.',
    );
    expect(artistApi.get).toHaveBeenCalledWith('/me/slots?days=31&durationMinutes=180', {
      headers: { 'Cache-Control': 'no-cache' },
    });
    expect((screen.getByRole('radio', { name: /14:30 – 16:00/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the owner’s failure title with the API’s explanation, in French', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(async () => {
      throw new ApiError(500, 'internal', 'Une erreur est survenue, veuillez réessayer');
    });
    renderDialog({ onMove, errorTitle: 'Une erreur est survenue lors du déplacement de la demande' }, 'fr');
    await user.click(await screen.findByRole('radio', { name: /14:30 – 16:00/ }));
    await user.click(screen.getByRole('button', { name: 'Déplacer sur ce créneau' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue lors du déplacement de la demandeUne erreur est survenue, veuillez réessayer',
    );
  });

  it('closes on Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
