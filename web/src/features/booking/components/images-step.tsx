import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '#shared/validation/booking-fields.ts';
import { ImageUploadField } from '#web/src/components/image-upload/image-upload-field.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { referenceUploadEndpoints } from '#web/src/features/booking/api/reference-upload-endpoints.ts';
import type { ReferenceImage } from '#web/src/features/booking/utils/booking-draft.ts';

interface ImagesStepProps {
  pseudo: string;
  idempotencyKey: string;
  value: ReferenceImage[];
  onChange: (images: ReferenceImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** Why the client cannot go on yet (uploads still running, or an image the API refused). */
  notice?: string | undefined;
}

/** Up to 5 reference images (optional), uploaded with progress while the client goes on reading. */
export function ImagesStep({
  pseudo,
  idempotencyKey,
  value,
  onChange,
  onBusyChange,
  notice,
}: ImagesStepProps) {
  const { t } = useTranslation();
  const endpoints = useMemo(() => referenceUploadEndpoints(pseudo, idempotencyKey), [pseudo, idempotencyKey]);
  return (
    <>
      <p className="muted">{t('web.booking.images.intro', { max: BOOKING_LIMITS.referenceImagesMax })}</p>
      {notice && <Alert tone="error">{notice}</Alert>}
      <ImageUploadField
        endpoints={endpoints}
        label={t('web.booking.images.label')}
        value={value}
        onChange={onChange}
        multiple
        max={BOOKING_LIMITS.referenceImagesMax}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
