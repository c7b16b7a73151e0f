import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignView } from '#shared/api/contracts/designs.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { DesignPanel } from './design-panel.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const REQUEST = '44444444-4444-4444-8444-444444444444';
const image = {
  imageId: '55555555-5555-4555-8555-555555555555',
  width: 600,
  height: 600,
  placeholder: '#222',
  variants: [{ width: 320, url: 'https://media.test/private/x/320.webp' }],
};
const base: DesignView = {
  requestId: REQUEST,
  state: 'none',
  versions: [],
  currency: 'EUR',
  revisionsIncluded: 2,
  revisionsUsed: 0,
  nextRevision: { number: 1, priceCents: 0 },
  canShare: true,
  proposedAnswerBy: '2026-12-04',
};

describe('the artist’s Design panel', () => {
  beforeEach(() => artistApi.get.mockReset());

  it('offers to share a first design', async () => {
    artistApi.get.mockResolvedValue(base);
    renderWithProviders(<DesignPanel requestId={REQUEST} />, { lng: 'en' });
    expect(await screen.findByRole('button', { name: 'Share a design' })).toBeTruthy();
    expect(screen.getByText('Not shared yet')).toBeTruthy();
  });

  it('shows the approved design pinned, the revisions used and every version with the client’s comment', async () => {
    artistApi.get.mockResolvedValue({
      ...base,
      state: 'approved',
      approvedVersion: 2,
      canShare: false,
      revisionsUsed: 1,
      versions: [
        {
          version: 2,
          status: 'approved',
          images: [image],
          answerByDate: '2026-12-06',
          answerBy: '2026-12-06T23:00:00.000Z',
          sharedAt: '2026-12-03T09:00:00.000Z',
          answeredAt: '2026-12-04T09:00:00.000Z',
        },
        {
          version: 1,
          status: 'changes-asked',
          images: [image],
          answerByDate: '2026-12-04',
          answerBy: '2026-12-04T23:00:00.000Z',
          sharedAt: '2026-12-01T09:00:00.000Z',
          answeredAt: '2026-12-02T09:00:00.000Z',
          comment: 'Smaller rose',
          revision: { number: 1, priceCents: 0 },
        },
      ],
    });
    renderWithProviders(<DesignPanel requestId={REQUEST} />, { lng: 'en' });
    expect(await screen.findByRole('heading', { name: 'Approved design' })).toBeTruthy();
    expect(screen.getByText('Version 2, approved on December 4, 2026')).toBeTruthy();
    expect(screen.getByText('Revisions: 1 used of 2 included')).toBeTruthy();
    expect(screen.getByText('Smaller rose')).toBeTruthy();
    expect(screen.getByText('Revision #1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('waits for the client while a version is open', async () => {
    artistApi.get.mockResolvedValue({
      ...base,
      state: 'awaiting',
      canShare: false,
      versions: [
        {
          version: 1,
          status: 'awaiting',
          images: [image],
          answerByDate: '2026-12-04',
          answerBy: '2026-12-04T23:00:00.000Z',
          sharedAt: '2026-12-01T09:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<DesignPanel requestId={REQUEST} />, { lng: 'en' });
    expect(
      await screen.findByText('A version awaits the client’s answer: share the next one after.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Awaiting the client')).toHaveLength(2);
  });
});
