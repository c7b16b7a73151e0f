import type { ImageUploadProps } from '#web/src/components/image-upload/image-upload.tsx';
import { testImage } from './portfolio-fixtures.ts';

/**
 * The image upload as the flash and work panels' tests stand it in: the upload itself is the
 * image-upload component's business (and its tests), so a button adds a ready image, as the
 * component does once the processor is done.
 */
export function FakeImageUpload({ label, value, onChange }: ImageUploadProps) {
  return (
    <button
      type="button"
      onClick={() => {
        const imageId = `img-${value.length + 1}`;
        onChange([...value, { imageId, image: testImage(imageId) }]);
      }}
    >
      {`${label}: add`}
    </button>
  );
}
