import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { DesignPolicyCard } from './design-policy-card.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const policy = {
  revisionsIncluded: 2,
  revisionPriceCents: 0,
  answerDays: 3,
  currency: 'EUR',
  paymentsReady: false,
};

describe('the design policy in the booking settings', () => {
  beforeEach(() => {
    artistApi.get.mockReset().mockResolvedValue(policy);
    artistApi.put.mockReset();
  });

  it('says a price needs online payments, and saves none without them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesignPolicyCard />, { lng: 'en' });
    const price = await screen.findByLabelText(/Price of an extra revision \(EUR\)/);
    await user.clear(price);
    await user.type(price, '25');
    expect(screen.getByText(/set up online payments in the “Deposits paid online” card/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the revisions included and the days to answer', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: object) => ({ ...policy, ...body }));
    const user = userEvent.setup();
    renderWithProviders(<DesignPolicyCard />, { lng: 'en' });
    const included = await screen.findByLabelText(/Revisions included/);
    await user.clear(included);
    await user.type(included, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(artistApi.put).toHaveBeenCalledWith('/me/design-policy', {
      revisionsIncluded: 3,
      revisionPriceCents: 0,
      answerDays: 3,
    });
    expect(await screen.findByText('Design policy saved.')).toBeTruthy();
  });
});
