import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ImageStrip } from './image-strip.tsx';

const image = (imageId: string): PublicImage => ({
  imageId,
  width: 800,
  height: 800,
  placeholder: '#223344',
  variants: [320, 640].map((width) => ({ width, url: `/media/a1/${imageId}/${width}.webp` })),
});

describe('the images of a flash or a work', () => {
  it('open in a lightbox the keyboard moves through, and close back onto the image', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageStrip images={[image('a'), image('b'), image('c')]} title="Night moth" />);
    const second = screen.getByRole('button', { name: 'Night moth, image 2 of 3' });
    await user.click(second);
    const lightbox = await screen.findByRole('dialog', { name: 'Night moth, image 2 of 3' });
    expect(within(lightbox).getByText('2 / 3')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Night moth, image 3 of 3' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Night moth, image 1 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(await screen.findByRole('dialog', { name: 'Night moth, image 3 of 3' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(second));
  });
});
