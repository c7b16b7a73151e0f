import { useTranslation } from 'react-i18next';
import type { PublicImage } from '../../../../../shared/api/contracts/images.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';

const DETAIL_IMAGE_SIZES = '(min-width: 48rem) 44rem, 100vw';

/** Every image of a flash or a work, in order, full width; each names its place ("image 2 of 3"). */
export function ImageStrip({ images, title }: { images: readonly PublicImage[]; title: string }) {
  const { t } = useTranslation();
  return (
    <ul className="portfolio-images">
      {images.map((image, index) => (
        <li key={image.imageId}>
          <ResponsiveImage
            image={image}
            alt={t('web.portfolio.public.imageAlt', { title, position: index + 1, total: images.length })}
            sizes={DETAIL_IMAGE_SIZES}
            {...(index === 0 && { loading: 'eager' as const })}
          />
        </li>
      ))}
    </ul>
  );
}
