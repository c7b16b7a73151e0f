import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignVersionView, DesignView } from '#shared/api/contracts/designs.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PortalDesign } from './portal-design.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const REQUEST = '22222222-2222-4222-8222-222222222222';
const image = (id: string) => ({
  imageId: id,
  width: 800,
  height: 800,
  placeholder: '#553344',
  variants: [{ width: 320, url: `https://media.test/private/a/${id}/320.webp?X-Amz-Signature=x` }],
});
const version = (n: number, overrides: Partial<DesignVersionView> = {}): DesignVersionView => ({
  version: n,
  status: 'awaiting',
  images: [image(`3333333${n}-3333-4333-8333-333333333333`)],
  note: `Sketch number ${n}`,
  answerByDate: '2026-12-04',
  answerBy: '2026-12-04T23:00:00.000Z',
  sharedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
const design = (overrides: Partial<DesignView> = {}): DesignView => ({
  requestId: REQUEST,
  state: 'awaiting',
  versions: [version(1)],
  currency: 'EUR',
  revisionsIncluded: 2,
  revisionsUsed: 0,
  nextRevision: { number: 1, priceCents: 0 },
  ...overrides,
});

function renderDesign(go = vi.fn()) {
  renderWithProviders(<PortalDesign requestId={REQUEST} go={go} />, { lng: 'en' });
  return go;
}

describe('the client’s design in the portal', () => {
  beforeEach(() => {
    portalApi.get.mockReset();
    portalApi.post.mockReset();
  });

  it('shows the sketch to answer and approves it: then pinned', async () => {
    portalApi.get.mockResolvedValue({ designs: [design()] });
    const approved = design({
      state: 'approved',
      approvedVersion: 1,
      versions: [version(1, { status: 'approved', answeredAt: '2026-12-02T09:00:00.000Z' })],
    });
    portalApi.post.mockResolvedValue(approved);
    const user = userEvent.setup();
    renderDesign();
    expect(
      await screen.findByText('Sketch number 1', { selector: '.design-open .design-note' }),
    ).toBeTruthy();
    expect(screen.getByText('To approve by December 4, 2026')).toBeTruthy();
    // The client's side of the state.
    expect(screen.getByText('To approve', { exact: true })).toBeTruthy();
    // The version to answer, and the same in the (closed) history.
    expect(screen.getAllByRole('img', { name: 'Design, version 1, image 1' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Approve this design' }));
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/designs/${REQUEST}/versions/1/approve`);
    expect(
      await screen.findByText('Thank you! The design is approved and pinned on your booking.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Approved design' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve this design' })).toBeNull();
  });

  it('asks for an included change: a comment is required, then sent with no price', async () => {
    portalApi.get.mockResolvedValue({ designs: [design({ revisionsUsed: 1 })] });
    portalApi.post.mockResolvedValue(
      design({ state: 'changes-asked', versions: [version(1, { status: 'changes-asked' })] }),
    );
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    expect(screen.getByText('This revision is included (1 of 2 left).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Say what to change')).toBeTruthy();
    expect(portalApi.post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/What to change/), 'Smaller, please');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/designs/${REQUEST}/versions/1/changes`, {
      comment: 'Smaller, please',
      acceptedPriceCents: 0,
    });
    expect(await screen.findByText('Your request is sent to the artist.')).toBeTruthy();
    expect(screen.getByText('The artist is preparing the next version.')).toBeTruthy();
  });

  it('tells the price of a revision beyond those included, then goes to pay it', async () => {
    portalApi.get.mockResolvedValue({
      designs: [design({ revisionsUsed: 2, nextRevision: { number: 3, priceCents: 2500 } })],
    });
    const due = design({
      state: 'payment-due',
      versions: [version(1, { status: 'payment-due', revision: { number: 3, priceCents: 2500 } })],
    });
    portalApi.post.mockImplementation(async (path: string) =>
      path.endsWith('/revision-checkout') ? { url: 'https://stripe.test/pay/cs_1' } : due,
    );
    const user = userEvent.setup();
    const go = renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    expect(screen.getByText(/this one costs €25, paid online by card/)).toBeTruthy();
    await user.type(screen.getByLabelText(/What to change/), 'Darker');
    await user.click(screen.getByRole('button', { name: 'Pay €25 and send' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://stripe.test/pay/cs_1'));
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/designs/${REQUEST}/versions/1/changes`, {
      comment: 'Darker',
      acceptedPriceCents: 2500,
    });
  });

  it('shows nothing where no design was shared', async () => {
    portalApi.get.mockResolvedValue({ designs: [] });
    renderDesign();
    await waitFor(() => expect(portalApi.get).toHaveBeenCalled());
    expect(screen.queryByText('Your design')).toBeNull();
  });
});
