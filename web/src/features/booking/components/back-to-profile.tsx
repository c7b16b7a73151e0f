import { useTranslation } from 'react-i18next';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';

/** The way back from the booking form's end (sent, or closed) to the artist's page. */
export function BackToProfile({ pseudo, displayName }: { pseudo: string; displayName: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <ButtonLink variant="secondary" to={pathTo(artistPaths.profile, { pseudo })}>
        {t('web.booking.backToProfile', { displayName })}
      </ButtonLink>
    </p>
  );
}
