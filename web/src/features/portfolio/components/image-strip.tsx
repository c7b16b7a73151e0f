import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';

const DETAIL_IMAGE_SIZES = '(min-width: 48rem) 44rem, 100vw';

const Lightbox = lazy(() => import('./lightbox.tsx').then((module) => ({ default: module.Lightbox })));

/**
 * Every image of a flash or a work, in order, full width; each names its place ("image 2 of 3") and
 * opens in a lightbox (downloaded on the first press, so the page loads no dialog code).
 */
export function ImageStrip({ images, title }: { images: readonly PublicImage[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  // The image that opened the lightbox takes the focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className="portfolio-images">
        {images.map((image, index) => (
          <li key={image.imageId}>
            <button
              type="button"
              className="portfolio-images__open"
              aria-haspopup="dialog"
              title={t('web.portfolio.public.lightbox.open')}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <ResponsiveImage
                image={image}
                alt={t('web.portfolio.public.imageAlt', { title, position: index + 1, total: images.length })}
                sizes={DETAIL_IMAGE_SIZES}
                {...(index === 0 && { loading: 'eager' as const })}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            title={title}
            index={open}
            onIndexChange={setOpen}
            onClose={() => {
              setOpen(null);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
