import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maySlotList } from '#web/src/test/fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ProposeTimesDialog } from './propose-times-dialog.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

function renderDialog(lng: 'en' | 'fr' | 'es' = 'en') {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ProposeTimesDialog
      title="Propose times to Camille Martin"
      current={{ durationMinutes: 180 }}
      hourFormat="24"
      onChoose={onChoose}
      onClose={onClose}
    />,
    { lng },
  );
  return { onChoose, onClose };
}

beforeEach(() => {
  artistApi.get.mockReset();
  artistApi.get.mockResolvedValue(
    maySlotList([
      ['10:00', 180],
      ['14:00', 180],
    ]),
  );
});

describe('the propose-times dialog', () => {
  it('adds 2 to 4 times, each removable, and hands them on with how long the proposal stays open', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderDialog();
    const add = screen.getByRole('button', { name: 'Add this time' });
    await user.click(await screen.findByRole('radio', { name: /10:00 – 13:00/ }));
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Continue: the price' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least 2 times');
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /14:00 – 17:00/ }));
    await user.click(add);
    await user.click(screen.getByRole('radio', { name: /Tue, May 5/ }));
    await user.click(screen.getByRole('radio', { name: /11:00 – 14:00/ }));
    await user.click(add);
    const chosen = screen.getByRole('region', { name: 'Proposed times (3/4)' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect(within(chosen).getByText(/Guest spot: Guest Shop, Marseille/)).toBeTruthy();
    await user.click(within(chosen).getByRole('button', { name: /Remove Saturday, May 2, 2026, 14:00/ }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    const openFor = screen.getByRole('combobox', { name: /Proposal open for/ }) as HTMLSelectElement;
    expect(openFor.value).toBe('48');
    await user.selectOptions(openFor, '168');
    await user.click(screen.getByRole('button', { name: 'Continue: the price' }));
    expect(onChoose).toHaveBeenCalledWith({
      slotIds: ['2026-05-02T10:00/180', '2026-05-05T11:00/180'],
      openHours: 168,
      labels: [
        expect.stringContaining('Saturday, May 2, 2026, 10:00 – 13:00'),
        expect.stringContaining('Guest Shop'),
      ],
      openFor: '7 days',
    });
  });

  it('refuses the same time twice, and adding before choosing one', async () => {
    const user = userEvent.setup();
    renderDialog();
    const add = screen.getByRole('button', { name: 'Add this time' });
    await screen.findByRole('radio', { name: /10:00 – 13:00/ });
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe('First choose a day and a time');
    await user.click(screen.getByRole('radio', { name: /10:00 – 13:00/ }));
    await user.click(add);
    await user.click(screen.getByRole('radio', { name: /10:00 – 13:00/ }));
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe('This time is already in the proposal');
  });

  it('speaks French', async () => {
    const { onClose } = renderDialog('fr');
    expect(await screen.findByRole('button', { name: 'Ajouter cet horaire' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Proposition ouverte pendant/ })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });
});
