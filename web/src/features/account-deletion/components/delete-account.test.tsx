import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountDeletion } from '#shared/api/contracts/account.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

const deletion: AccountDeletion = {
  deletedAt: '2026-11-26T14:00:00.000Z',
  cancelledBookings: 2,
  declinedRequests: 1,
  pseudoHeldUntil: '2026-12-26T14:00:00.000Z',
};

describe('deleting the account', () => {
  it('offers the export first, says what happens (Pro included) and deletes only once the page name is typed', async () => {
    const remove = vi.fn(async () => deletion);
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteAccount
        pseudo="inkmaster"
        pro
        exportFirst={<button type="button">Export</button>}
        onDeleted={onDeleted}
        remove={remove}
      />,
      { lng: 'fr' },
    );
    await user.click(screen.getByRole('button', { name: /Supprimer mon compte/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte Inkslot' });
    expect(dialog.textContent).toContain('Téléchargez d’abord vos données');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(dialog.textContent).toContain('Votre abonnement Pro s’arrête aussitôt');
    expect(dialog.textContent).toContain('Votre adresse /inkmaster reste réservée 30 jours');
    const confirm = screen.getByRole('button', { name: 'Supprimer définitivement' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Tapez inkmaster pour confirmer/), 'inkmaste');
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Tapez inkmaster pour confirmer/), 'R');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(remove).toHaveBeenCalledWith('inkmasteR');
    expect(onDeleted).toHaveBeenCalledWith(deletion);
  });

  it('says what went wrong and keeps the dialog open; no Pro line on Free', async () => {
    const remove = vi.fn(async (): Promise<AccountDeletion> => {
      throw new ApiError(
        400,
        'deletion_not_confirmed',
        'Type your page name exactly to confirm the deletion',
      );
    });
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteAccount pseudo="moth" pro={false} exportFirst={null} onDeleted={onDeleted} remove={remove} />,
      { lng: 'en' },
    );
    await user.click(screen.getByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your Inkslot account' });
    expect(dialog.textContent).not.toContain('Pro subscription');
    await user.type(screen.getByLabelText(/Type moth to confirm/), 'moth');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type your page name exactly to confirm the deletion',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
