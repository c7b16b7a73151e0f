import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { NotFound } from './not-found.tsx';

describe('the not-found page', () => {
  it("says 'Page not found: {path}'", () => {
    renderWithProviders(
      <MemoryRouter>
        <NotFound path="/nowhere/at-all" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found: /nowhere/at-all');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('speaks French too', () => {
    renderWithProviders(
      <MemoryRouter>
        <NotFound path="/nulle-part" />
      </MemoryRouter>,
      { lng: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable : /nulle-part');
  });

  it('offers to claim an unknown username', () => {
    renderWithProviders(
      <MemoryRouter>
        <NotFound path="/ink-zoe" claimablePseudo="ink-zoe" />
      </MemoryRouter>,
    );
    const claim = screen.getByRole('link', { name: 'Claim “ink-zoe”' });
    expect(claim.getAttribute('href')).toBe('/signup?pseudo=ink-zoe');
  });
});
