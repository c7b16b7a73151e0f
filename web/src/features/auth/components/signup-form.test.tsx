import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { SignupForm } from './signup-form.tsx';

function setup(lng: 'fr' | 'en') {
  const signUp = vi.fn(async () => {});
  const onSignedUp = vi.fn();
  renderWithProviders(<SignupForm signUp={signUp} onSignedUp={onSignedUp} />, { lng });
  return { signUp, onSignedUp, user: userEvent.setup() };
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the sign-up form', () => {
  it('marks its fields required and binds the labels', () => {
    setup('en');
    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Password/).getAttribute('aria-required')).toBe('true');
  });

  it('says in French what is missing', async () => {
    const { user, signUp } = setup('fr');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(alerts()).toEqual(['Adresse email requise', 'Mot de passe requis']);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says in English what is missing', async () => {
    const { user } = setup('en');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(alerts()).toEqual(['Email address is required', 'Password is required']);
  });

  it('rejects an invalid email and a weak password (fr)', async () => {
    const { user } = setup('fr');
    await user.type(screen.getByLabelText(/Adresse email/), 'mia@');
    await user.type(screen.getByLabelText(/Mot de passe/), 'short');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(alerts()).toEqual([
      'Adresse email invalide',
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    await user.clear(screen.getByLabelText(/Mot de passe/));
    await user.type(screen.getByLabelText(/Mot de passe/), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(alerts()).toContain('Le mot de passe doit contenir au moins 1 caractère spécial');
    // "é" and "€" are not among Cognito's symbols: refused here, not by Cognito after submitting.
    await user.clear(screen.getByLabelText(/Mot de passe/));
    await user.type(screen.getByLabelText(/Mot de passe/), 'tatouagé€2026');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(alerts()).toContain('Le mot de passe doit contenir au moins 1 caractère spécial');
  });

  it('rejects an invalid email and a weak password (en)', async () => {
    const { user } = setup('en');
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(alerts()).toEqual(['Invalid email address', 'Password must contain at least 1 special character']);
  });

  it('signs up with the email, the password and the current language', async () => {
    const { user, signUp, onSignedUp } = setup('fr');
    await user.type(screen.getByLabelText(/Adresse email/), ' Mia@Example.com ');
    await user.type(screen.getByLabelText(/Mot de passe/), 'tattoo#2026');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(signUp).toHaveBeenCalledWith({ email: 'mia@example.com', password: 'tattoo#2026', locale: 'fr' });
    expect(onSignedUp).toHaveBeenCalledWith('mia@example.com');
  });

  it('announces a Cognito failure', async () => {
    const { user, signUp } = setup('en');
    signUp.mockRejectedValueOnce(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await user.type(screen.getByLabelText(/Email address/), 'mia@example.com');
    await user.type(screen.getByLabelText(/Password/), 'tattoo#2026');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('An account already exists with this email address')).toBeTruthy();
  });
});
