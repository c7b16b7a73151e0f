import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testImage } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import type { FormImage } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { TestProviders } from '#web/src/test/render.tsx';
import { ImageOrder } from './image-order.tsx';

const images = (...ids: string[]): FormImage[] =>
  ids.map((imageId) => ({ imageId, image: testImage(imageId) }));

function names() {
  const order = screen.getByRole('list', { name: 'Image order' });
  return within(order)
    .getAllByRole('button', { name: /^Move Image \d+, position/ })
    .map((button) => button.getAttribute('aria-label'));
}

describe('ImageOrder', () => {
  it('names each image by the number it got on arrival, and counts from 1 again once the list was emptied', () => {
    const onChange = () => undefined;
    const view = (list: FormImage[]) => (
      <TestProviders>
        <ImageOrder images={list} onChange={onChange} />
      </TestProviders>
    );
    const { rerender } = render(view(images('a', 'b', 'c')));
    rerender(view(images('c', 'a', 'b')));
    expect(names()).toEqual([
      'Move Image 3, position 1 of 3',
      'Move Image 1, position 2 of 3',
      'Move Image 2, position 3 of 3',
    ]);

    // The form is reset after a save: the next flash or work starts at "Image 1".
    rerender(view([]));
    rerender(view(images('d', 'e')));
    expect(names()).toEqual(['Move Image 1, position 1 of 2', 'Move Image 2, position 2 of 2']);
  });
});
