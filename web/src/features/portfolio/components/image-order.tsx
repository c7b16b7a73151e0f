import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { SortableList } from '#web/src/components/sortable-list/sortable-list.tsx';
import type { FormImage } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';

interface ImageOrderProps {
  images: readonly FormImage[];
  onChange: (images: FormImage[]) => void;
}

/**
 * The order of a flash's or a work's images (the first is the cover): drag a handle, use the arrow
 * keys on it, or the move buttons; each move is announced.
 */
export function ImageOrder({ images, onChange }: ImageOrderProps) {
  const { t } = useTranslation();
  // Each image keeps the number it got when it first appeared, so "Image 3" stays the same image
  // while it moves (its position is announced separately). Images that left the list are forgotten,
  // so the next flash or work (after the form is reset) counts from 1 again.
  const numbers = useRef(new Map<string, number>());
  const present = new Set(images.map((image) => image.imageId));
  for (const imageId of numbers.current.keys()) {
    if (!present.has(imageId)) numbers.current.delete(imageId);
  }
  for (const image of images) {
    if (!numbers.current.has(image.imageId)) {
      numbers.current.set(image.imageId, Math.max(0, ...numbers.current.values()) + 1);
    }
  }
  if (images.length < 2) return null;
  const label = (image: FormImage) =>
    t('web.portfolio.form.imageLabel', { position: numbers.current.get(image.imageId) ?? 0 });
  return (
    <fieldset className="stack">
      <legend>{t('web.portfolio.form.order')}</legend>
      <p className="field__hint">{t('web.portfolio.form.orderHint')}</p>
      <SortableList
        items={images}
        label={t('web.portfolio.form.order')}
        getKey={(image) => image.imageId}
        getLabel={label}
        onReorder={onChange}
        renderItem={(image) => (
          <span className="portfolio-order__thumb">
            {image.image && <ResponsiveImage image={image.image} alt="" sizes="56px" />}
            <span>{label(image)}</span>
          </span>
        )}
      />
    </fieldset>
  );
}
