import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { AccountEmailForm } from './account-email-form.tsx';
import { AccountPasswordForm } from './account-password-form.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

function cognitoError(name: string) {
  return Object.assign(new Error(name), { name });
}

describe('the account password form', () => {
  it('says the passwords do not match, in French, before asking Cognito', async () => {
    const change = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<AccountPasswordForm change={change} />, { lng: 'fr' });
    await user.type(screen.getByLabelText(/Mot de passe actuel/), 'Ancien-mot-2!');
    await user.type(screen.getByLabelText(/Nouveau mot de passe/), 'Nouveau-mot-3?');
    await user.type(screen.getByLabelText(/Confirmez le mot de passe/), 'Nouveau-mot-4?');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    // 'é' is not a special character for Cognito: the shared rule refuses it here too.
    await user.clear(screen.getByLabelText(/Nouveau mot de passe/));
    await user.type(screen.getByLabelText(/Nouveau mot de passe/), 'motdepassé');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Nouveau mot de passe/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('names the wrong current password, then changes it and clears the fields', async () => {
    const change = vi
      .fn<(current: string, next: string) => Promise<void>>()
      .mockRejectedValueOnce(cognitoError('NotAuthorizedException'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithProviders(<AccountPasswordForm change={change} />, { lng: 'en' });
    await user.type(screen.getByLabelText(/Current password/), 'Wrong-one-1!');
    await user.type(screen.getByLabelText(/New password/), 'Brand-new-2?');
    await user.type(screen.getByLabelText(/Confirm the password/), 'Brand-new-2?');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is incorrect');

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Right-one-1!');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(change).toHaveBeenLastCalledWith('Right-one-1!', 'Brand-new-2?');
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });
});

describe('the account email form', () => {
  const artist = { email: 'new@example.com' } as MyArtist;

  it('refuses the current address, then sends a code to the new one and confirms it', async () => {
    const request = vi.fn(async () => ({ codeSent: true }));
    const confirm = vi.fn(async () => {});
    const sync = vi.fn(async () => artist);
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AccountEmailForm
        currentEmail="old@example.com"
        onChanged={onChanged}
        request={request}
        confirm={confirm}
        sync={sync}
      />,
      { lng: 'en' },
    );
    expect(
      screen.getByText('You sign in with old@example.com. Your notifications go there too.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/New email address/), 'OLD@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is already your address');
    expect(request).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/New email address/));
    await user.type(screen.getByLabelText(/New email address/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/We sent a code to new@example.com/)).toBeTruthy();
    expect(request).toHaveBeenCalledWith('new@example.com');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the new address' }));
    expect(await screen.findByText('Email address changed')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(sync).toHaveBeenCalledOnce();
    expect(onChanged).toHaveBeenCalledWith(artist);
  });

  it('says an address another account uses is taken', async () => {
    const request = vi.fn(async () => {
      throw cognitoError('AliasExistsException');
    });
    const user = userEvent.setup();
    renderWithProviders(
      <AccountEmailForm currentEmail="old@example.com" onChanged={vi.fn()} request={request} />,
      { lng: 'en' },
    );
    await user.type(screen.getByLabelText(/New email address/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already/i);
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });
});

describe('signing out of every device', () => {
  it('asks first, and signs out only once confirmed', async () => {
    const signOut = vi.fn(async () => {});
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignOutEverywhere signOut={signOut} onSignedOut={onSignedOut} />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(signOut).toHaveBeenCalledOnce();
  });
});
