import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { fallbackVariant, ResponsiveImage } from './responsive-image.tsx';

const image: PublicImage = {
  imageId: 'img-1',
  width: 2000,
  height: 1500,
  placeholder: '#c81e1e',
  variants: [1600, 320, 1024, 640].map((width) => ({ width, url: `/media/a/img-1/${width}.webp` })),
};

afterEach(() => cleanup());

describe('ResponsiveImage', () => {
  it('offers every variant in srcset, reserves its box and paints the placeholder colour', () => {
    render(<ResponsiveImage image={image} alt="A rose flash" sizes="(min-width: 768px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'A rose flash' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/a/img-1/320.webp 320w, /media/a/img-1/640.webp 640w, /media/a/img-1/1024.webp 1024w, /media/a/img-1/1600.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(img.getAttribute('src')).toBe('/media/a/img-1/640.webp');
    expect(img.getAttribute('width')).toBe('2000');
    expect(img.getAttribute('height')).toBe('1500');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.style.backgroundColor).toMatch(/^(#c81e1e|rgb\(200, 30, 30\))$/);
  });

  it('loads eagerly with a priority when asked (a banner above the fold)', () => {
    const { container } = render(
      <ResponsiveImage image={image} alt="" sizes="100vw" loading="eager" fetchPriority="high" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('falls back to the widest variant of a small image', () => {
    expect(fallbackVariant({ ...image, variants: [{ width: 200, url: '/media/a/b/200.webp' }] })?.url).toBe(
      '/media/a/b/200.webp',
    );
  });
});
