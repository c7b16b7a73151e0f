import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import TravelDemandForm from './travel-demand-form.tsx';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('#web/src/lib/api.ts', () => ({ api }));

const TRAVEL = '11111111-1111-4111-8111-111111111111';
// The tests hold every message already: the section's loader is never called.
const messages = { probe: 'web.travelDemand.title', load: vi.fn() };

function renderForm() {
  return renderWithProviders(
    <MemoryRouter>
      <TravelDemandForm pseudo="lea" travelId={TRAVEL} city="Lyon" messages={messages} />
    </MemoryRouter>,
  );
}

describe('TravelDemandForm', () => {
  beforeEach(() => api.post.mockReset());

  it('keeps the visitor’s email for the city and says what happens next', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ status: 'waiting' });
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Your email' });
    expect(document.activeElement).toBe(email);
    await user.type(email, 'noa@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(api.post).toHaveBeenCalledWith(`/artists/lea/travels/${TRAVEL}/demand`, {
      email: 'noa@example.com',
      locale: 'en',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: you will get an email when bookings open in Lyon.',
    );
    expect(messages.load).not.toHaveBeenCalled();
  });

  it('offers the booking form when bookings there are open already', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ status: 'open' });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'noa@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const link = await screen.findByRole('link', { name: 'choose a time' });
    expect(link.getAttribute('href')).toBe('/lea/form');
  });
});
