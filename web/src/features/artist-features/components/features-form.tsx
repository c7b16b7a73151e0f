import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { Feature, Features } from '#shared/domain/features.ts';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { updateMyFeatures } from '#web/src/features/artist-features/api/update-my-features.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

/** The features, grouped where the artist meets them. */
const GROUPS: { id: 'page' | 'work'; features: Feature[] }[] = [
  { id: 'page', features: ['publicTravels', 'publicWorks'] },
  { id: 'work', features: ['clientMessages', 'requestShortcuts'] },
];

interface FeaturesFormProps {
  features: Features;
  onSaved?: (artist: MyArtist) => void;
}

/**
 * `/app/settings/features` (issue 13): the optional parts, each saved as soon as it is switched, with
 * what it now does, or put back with the reason when the save fails.
 */
export function FeaturesForm({ features: initial, onSaved }: FeaturesFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [features, setFeatures] = useState(initial);
  const [saving, setSaving] = useState<Feature | null>(null);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const save = async (feature: Feature, on: boolean) => {
    const previous = features;
    setFeatures({ ...previous, [feature]: on });
    setSaving(feature);
    setFeedback(null);
    try {
      const artist = await updateMyFeatures({ [feature]: on });
      setFeatures(artist.features);
      onSaved?.(artist);
      setFeedback({
        tone: 'success',
        title: t('web.features.saved'),
        description: t(`web.features.${feature}.${on ? 'on' : 'off'}`),
      });
    } catch (failure) {
      setFeatures(previous);
      setFeedback({
        tone: 'error',
        title: t('web.features.error'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="stack">
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      {GROUPS.map((group) => (
        <section key={group.id} className="card stack" aria-labelledby={`${id}-${group.id}`}>
          <h2 id={`${id}-${group.id}`}>{t(`web.features.groups.${group.id}`)}</h2>
          {group.features.map((feature) => (
            <SwitchOption
              key={feature}
              label={t(`web.features.${feature}.label`)}
              hint={t(`web.features.${feature}.hint`)}
              checked={features[feature]}
              disabled={saving === feature}
              onChange={(on) => void save(feature, on)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
