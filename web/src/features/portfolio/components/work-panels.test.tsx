import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyWork } from '#shared/api/contracts/portfolio.ts';
import { testImage } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { EditWorkPanel } from './edit-work-panel.tsx';
import { MyWorksPanel } from './my-works-panel.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));
vi.mock('#web/src/components/image-upload/image-upload.tsx', async () => ({
  ImageUpload: (await import('#web/src/features/portfolio/test/fake-image-upload.tsx')).FakeImageUpload,
}));

const work: MyWork = {
  workId: 'w1',
  title: 'Koi',
  type: 'custom',
  images: ['img-a', 'img-b', 'img-c'].map((imageId) => ({ imageId, image: testImage(imageId) })),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  for (const mock of Object.values(artistApi)) mock.mockReset();
});

describe('the works page', () => {
  it('adds a work with its type and the images in the order set by keyboard', async () => {
    artistApi.get.mockResolvedValue({ items: [] });
    artistApi.post.mockImplementation(async (_path: string, body: { title: string }) => ({
      ...work,
      ...body,
    }));
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <MyWorksPanel onChanged={onChanged} />
      </MemoryRouter>,
      { lng: 'es' },
    );
    await user.type(await screen.findByLabelText(/^Título/), 'Peonía');
    await user.selectOptions(screen.getByLabelText(/^Tipo de proyecto/), 'Retoque');
    await user.click(screen.getByRole('button', { name: 'Imágenes: add' }));
    await user.click(screen.getByRole('button', { name: 'Imágenes: add' }));
    const order = screen.getByRole('list', { name: 'Orden de las imágenes' });
    within(order).getByRole('button', { name: 'Mover Imagen 2, posición 2 de 2' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Imagen 2: posición 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() =>
      expect(artistApi.post).toHaveBeenCalledWith('/me/works', {
        title: 'Peonía',
        type: 'touchup',
        imageIds: ['img-2', 'img-1'],
      }),
    );
    expect(await screen.findByText('Trabajo añadido')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('asks for a project type', async () => {
    artistApi.get.mockResolvedValue({ items: [] });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <MyWorksPanel />
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText(/^Title/), 'Koi');
    await user.click(screen.getByRole('button', { name: 'Images: add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a project type')).toBeTruthy();
    expect(artistApi.post).not.toHaveBeenCalled();
  });
});

describe('the work edit page', () => {
  it('reorders the images with the move buttons and saves them in that order', async () => {
    artistApi.get.mockResolvedValue(work);
    artistApi.put.mockImplementation(async (_path: string, body: object) => ({ ...work, ...body }));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EditWorkPanel workId="w1" onDeleted={vi.fn()} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Move Image 1 down' }));
    expect((screen.getByLabelText(/^Project type/) as HTMLSelectElement).value).toBe('custom');
    await user.click(screen.getByRole('button', { name: 'Move Image 3 up' }));
    expect(screen.getByText('Image 3: position 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(artistApi.put).toHaveBeenCalledWith('/me/works/w1', {
        title: 'Koi',
        type: 'custom',
        imageIds: ['img-b', 'img-c', 'img-a'],
      }),
    );
    expect(await screen.findByText('Work updated')).toBeTruthy();
  });
});
