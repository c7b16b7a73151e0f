import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { formatDimensions } from '#shared/domain/units.ts';
import { BOOKING_LIMITS } from '#shared/validation/booking-fields.ts';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import type { BookingDraft } from '#web/src/features/booking/utils/booking-draft.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface DescriptionStepProps {
  profile: PublicProfile;
  draft: BookingDraft;
  onChange: (description: BookingDraft['description']) => void;
  /** Field messages, already translated. */
  errors: Partial<Record<'placement' | 'size' | 'text', string>>;
}

/**
 * Where, how big, and in the client's words (required for a custom project or a touch-up). A flash's
 * size is the flash's (issue 15, item 4): shown, not asked again.
 */
export function DescriptionStep({ profile, draft, onChange, errors }: DescriptionStepProps) {
  const { t, i18n } = useTranslation();
  const { description } = draft;
  const textRequired = draft.type !== 'flash';
  const flash =
    draft.type === 'flash'
      ? profile.flashes.find((candidate) => candidate.flashId === draft.flashId)
      : undefined;
  const flashSize = flash && formatDimensions(flash, profile.unit, currentLocale(i18n));
  const set = (field: keyof BookingDraft['description']) => (value: string) =>
    onChange({ ...description, [field]: value });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the flash's size changes
  useEffect(() => {
    if (flashSize && description.size !== flashSize) onChange({ ...description, size: flashSize });
  }, [flashSize]);
  return (
    <>
      <RequiredHint />
      <TextField
        label={t('web.booking.description.placement')}
        required
        hint={t('web.booking.description.placementHint')}
        maxLength={BOOKING_LIMITS.placementMax}
        value={description.placement}
        error={errors.placement}
        onChange={(event) => set('placement')(event.target.value)}
      />
      {flashSize ? (
        <dl className="booking-fact">
          <dt>{t('web.booking.description.size')}</dt>
          <dd>
            {flashSize} <span className="muted">{t('web.booking.description.flashSize')}</span>
          </dd>
        </dl>
      ) : (
        <TextField
          label={t('web.booking.description.size')}
          required
          hint={t(`web.booking.description.sizeHint.${profile.unit}`)}
          maxLength={BOOKING_LIMITS.sizeMax}
          value={description.size}
          error={errors.size}
          onChange={(event) => set('size')(event.target.value)}
        />
      )}
      <TextareaField
        label={t('web.booking.description.text')}
        required={textRequired}
        hint={t(textRequired ? 'web.booking.description.textHint' : 'web.booking.description.textHintFlash')}
        maxLength={BOOKING_LIMITS.textMax}
        rows={5}
        value={description.text}
        error={errors.text}
        onChange={(event) => set('text')(event.target.value)}
      />
    </>
  );
}
