import { useTranslation } from 'react-i18next';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';

interface ReferenceImagesProps {
  images: readonly PublicImage[];
  /** `thumbs`: small squares (the stack's card); `gallery`: the detail page, each opening full size. */
  variant: 'thumbs' | 'gallery';
}

/** The client's reference images: width and height reserve their boxes, `srcset` picks a variant. */
export function ReferenceImages({ images, variant }: ReferenceImagesProps) {
  const { t } = useTranslation();
  if (images.length === 0) return <p className="muted">{t('web.requests.images.none')}</p>;
  return (
    <ul className={`plain-list request-images request-images--${variant}`}>
      {images.map((image, index) => {
        const alt = t('web.requests.images.alt', { number: index + 1 });
        if (variant === 'thumbs') {
          return (
            <li key={image.imageId}>
              <ResponsiveImage image={image} alt={alt} sizes="5rem" className="request-images__thumb" />
            </li>
          );
        }
        const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
        return (
          <li key={image.imageId}>
            <a href={largest?.url} target="_blank" rel="noreferrer">
              <ResponsiveImage image={image} alt={alt} sizes="(min-width: 48rem) 22rem, 100vw" />
              <span className="visually-hidden">{t('web.requests.images.open')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
