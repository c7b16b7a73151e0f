import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyFlash } from '#shared/api/contracts/portfolio.ts';
import { testImage } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { EditFlashPanel } from './edit-flash-panel.tsx';
import { MyFlashesPanel } from './my-flashes-panel.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));
vi.mock('#web/src/components/image-upload/image-upload.tsx', async () => ({
  ImageUpload: (await import('#web/src/features/portfolio/test/fake-image-upload.tsx')).FakeImageUpload,
}));

const flash: MyFlash = {
  flashId: 'f1',
  title: 'Rose',
  lengthMm: 125,
  widthMm: 80,
  note: 'Colour',
  priceCents: 4550,
  currency: 'EUR',
  images: [
    { imageId: 'img-a', image: testImage('img-a') },
    { imageId: 'img-b', image: testImage('img-b') },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  for (const mock of Object.values(artistApi)) mock.mockReset();
});

describe('the flashes page', () => {
  it('lists the flashes and adds one typed in cm and euros, then says so', async () => {
    artistApi.get.mockResolvedValue({ items: [flash] });
    artistApi.post.mockImplementation(async (_path: string, body: { title: string }) => ({
      ...flash,
      flashId: 'f2',
      title: body.title,
    }));
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <MyFlashesPanel unit="metric" currency="EUR" onChanged={onChanged} />
      </MemoryRouter>,
      { lng: 'fr' },
    );
    const card = await screen.findByRole('link', { name: 'Modifier « Rose »' });
    expect(card.getAttribute('href')).toBe('/app/profile/flashs/f1');

    await user.type(screen.getByLabelText(/^Titre/), 'Hirondelle');
    await user.type(screen.getByLabelText(/^Longueur \(cm\)/), '12,5');
    await user.type(screen.getByLabelText(/^Largeur \(cm\)/), '8');
    await user.type(screen.getByLabelText(/^Prix \(€\)/), '45,50');
    await user.click(screen.getByRole('button', { name: 'Images: add' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() =>
      expect(artistApi.post).toHaveBeenCalledWith('/me/flashes', {
        title: 'Hirondelle',
        lengthMm: 125,
        widthMm: 80,
        priceCents: 4550,
        imageIds: ['img-1'],
      }),
    );
    const status = await screen.findByRole('status', { name: '' });
    expect(within(status).getByText('Flash ajouté')).toBeTruthy();
    expect(within(status).getByText('« Hirondelle » est maintenant visible sur votre page.')).toBeTruthy();
    expect((screen.getByLabelText(/^Titre/) as HTMLInputElement).value).toBe('');
    // The route marks the public page edited, so the artist's next look at it skips the HTTP cache.
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('refuses a negative price in the browser with the spec-like message, sending nothing', async () => {
    artistApi.get.mockResolvedValue({ items: [] });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <MyFlashesPanel unit="imperial" currency="USD" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No flashes yet: add your first design below.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title/), 'Dagger');
    await user.type(screen.getByLabelText(/^Length \(in\)/), '4.75');
    await user.type(screen.getByLabelText(/^Width \(in\)/), '2');
    await user.type(screen.getByLabelText(/^Price \(\$\)/), '-20');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Price cannot be negative')).toBeTruthy();
    expect(screen.getByText('Add at least one image')).toBeTruthy();
    expect(artistApi.post).not.toHaveBeenCalled();
  });

  it('shows the failure message of the spec, and the API field error on its field', async () => {
    artistApi.get.mockResolvedValue({ items: [] });
    artistApi.post.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Some fields are invalid', [
        {
          path: 'imageIds.0',
          key: 'validation.portfolio.imageNotFound',
          message: 'This image cannot be found',
        },
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <MyFlashesPanel unit="metric" currency="EUR" />
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText(/^Title/), 'Rose');
    await user.type(screen.getByLabelText(/^Length/), '10');
    await user.type(screen.getByLabelText(/^Width/), '10');
    await user.type(screen.getByLabelText(/^Price/), '0');
    await user.click(screen.getByRole('button', { name: 'Images: add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'An error occurred while creating the flashSome fields are invalid',
      'This image cannot be found',
    ]);
  });
});

describe('the flash edit page', () => {
  it('fills the form in the artist unit, saves the change with the images reordered', async () => {
    artistApi.get.mockResolvedValue(flash);
    artistApi.put.mockImplementation(async (_path: string, body: object) => ({ ...flash, ...body }));
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EditFlashPanel flashId="f1" unit="metric" currency="EUR" onDeleted={vi.fn()} onChanged={onChanged} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Rose”' })).toBeTruthy();
    expect((screen.getByLabelText(/^Length/) as HTMLInputElement).value).toBe('12.5');
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('45.5');
    await user.click(screen.getByRole('button', { name: 'Move Image 2 up' }));
    await user.clear(screen.getByLabelText(/^Note/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(artistApi.put).toHaveBeenCalledWith('/me/flashes/f1', {
        title: 'Rose',
        lengthMm: 125,
        widthMm: 80,
        priceCents: 4550,
        imageIds: ['img-b', 'img-a'],
      }),
    );
    expect(await screen.findByText('Flash updated')).toBeTruthy();
    expect(screen.getByText('The changes to “Rose” are live.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('deletes only after the confirmation, then hands the success message over', async () => {
    artistApi.get.mockResolvedValue(flash);
    artistApi.delete.mockResolvedValue({ flashId: 'f1' });
    const onDeleted = vi.fn();
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EditFlashPanel
          flashId="f1"
          unit="metric"
          currency="EUR"
          onDeleted={onDeleted}
          onChanged={onChanged}
        />
      </MemoryRouter>,
      { lng: 'fr' },
    );
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce flash ?' });
    expect(
      within(dialog).getByText('« Rose » ne sera plus visible sur votre page. Cette action est définitive.'),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Annuler');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(artistApi.delete).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Flash supprimé',
        description: '« Rose » n’apparaît plus sur votre page.',
      }),
    );
    expect(artistApi.delete).toHaveBeenCalledWith('/me/flashes/f1');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says the flash cannot be found (404), with the way back', async () => {
    artistApi.get.mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    renderWithProviders(
      <MemoryRouter>
        <EditFlashPanel flashId="nope" unit="metric" currency="EUR" onDeleted={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This flash cannot be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my flashes' }).getAttribute('href')).toBe(
      '/app/profile/flashs',
    );
  });
});
