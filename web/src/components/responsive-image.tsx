import type { CSSProperties } from 'react';
import type { PublicImage } from '#shared/api/contracts/images.ts';

interface ResponsiveImageProps {
  image: PublicImage;
  /** Describes the picture; `''` for a purely decorative one. */
  alt: string;
  /** The rendered width, for the browser to pick a variant: `(min-width: 768px) 50vw, 100vw`. */
  sizes: string;
  /** `lazy` unless the image is above the fold (a banner): then `eager`. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  style?: CSSProperties;
}

/** The variant given as `src` to browsers without `srcset`: the first at least 640 px wide. */
export function fallbackVariant(image: PublicImage) {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  return variants.find((variant) => variant.width >= 640) ?? variants.at(-1);
}

/**
 * An uploaded image from its WebP variants: `srcset` lets the browser choose by `sizes`, `width` and
 * `height` reserve its box before it loads (no layout shift, with CSS `height: auto`), and the
 * placeholder colour fills the box meanwhile. Lazy and decoded off the main thread by default.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
  style,
}: ResponsiveImageProps) {
  const srcSet = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return (
    <img
      src={fallbackVariant(image)?.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...(fetchPriority && { fetchPriority })}
      className={['responsive-image', className].filter(Boolean).join(' ')}
      style={{ backgroundColor: image.placeholder, ...style }}
    />
  );
}
