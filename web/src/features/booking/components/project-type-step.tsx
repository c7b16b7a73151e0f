import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { ChoiceList } from '#web/src/components/choice-list/choice-list.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';

/** Whether the artist takes this type now: custom and touch-ups have toggles; a flash needs one on the page. */
export function typeOpen(profile: PublicProfile, type: ProjectType): boolean {
  if (type === 'custom') return profile.reservations.custom;
  if (type === 'touchup') return profile.reservations.touchups;
  return profile.flashes.length > 0;
}

interface ProjectTypeStepProps {
  profile: PublicProfile;
  value: ProjectType | undefined;
  onChange: (type: ProjectType) => void;
  error?: string | undefined;
  /** Why the client is back here (a type closed meanwhile), already translated. */
  notice?: string | undefined;
}

/** Flash, custom project or touch-up; a type the artist closed is shown, disabled, with why. */
export function ProjectTypeStep({ profile, value, onChange, error, notice }: ProjectTypeStepProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const choices = PROJECT_TYPES.map((type) => {
    const open = typeOpen(profile, type);
    const closedText = type === 'flash' ? t('web.booking.type.noFlashes') : t('web.booking.type.closed');
    return {
      value: type,
      label: tk(`web.booking.type.${type}.label`),
      detail: open ? tk(`web.booking.type.${type}.text`, { displayName: profile.displayName }) : closedText,
      disabled: !open,
    };
  });
  return (
    <>
      {notice && <Alert tone="error">{notice}</Alert>}
      <ChoiceList
        legend={t('web.booking.steps.type')}
        legendHidden
        name="projectType"
        choices={choices}
        value={value}
        onChange={(type) => onChange(type as ProjectType)}
        error={error}
      />
    </>
  );
}
