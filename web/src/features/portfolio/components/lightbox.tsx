import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';

interface LightboxProps {
  images: readonly PublicImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One image of a flash or a work, as large as the screen allows (Radix Dialog: focus kept inside,
 * Escape closes, focus back on the image that opened it). The arrow keys and two buttons move
 * through the images; the position is said ("2 / 3").
 */
export function Lightbox({ images, title, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const image = images[index];
  if (!image) return null;
  const total = images.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const alt = t('web.portfolio.public.imageAlt', { title, position: index + 1, total });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox-overlay" />
        <Dialog.Content
          className="lightbox"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (total < 2) return;
            if (event.key === 'ArrowRight') go(1);
            if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          <Dialog.Title className="visually-hidden">{alt}</Dialog.Title>
          <figure className="lightbox__figure">
            <ResponsiveImage image={image} alt={alt} sizes="100vw" loading="eager" />
            {total > 1 && (
              <figcaption className="lightbox__position">
                {t('web.portfolio.public.lightbox.position', { position: index + 1, total })}
              </figcaption>
            )}
          </figure>
          {total > 1 && (
            <>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--previous"
                aria-label={t('web.portfolio.public.lightbox.previous')}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" size={28} />
              </button>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--next"
                aria-label={t('web.portfolio.public.lightbox.next')}
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" size={28} />
              </button>
            </>
          )}
          <Dialog.Close className="lightbox__close" aria-label={t('web.portfolio.public.lightbox.close')}>
            <X aria-hidden="true" size={24} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
