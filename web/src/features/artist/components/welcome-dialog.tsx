import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface WelcomeDialogProps {
  displayName: string;
  publicUrl: string;
  onContinue: () => void;
}

/** The end of the onboarding: the page is live. */
export function WelcomeDialog({ displayName, publicUrl, onContinue }: WelcomeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('web.artist.onboarding.welcome.title', { displayName })} onClose={onContinue}>
      <div className="stack">
        <p>{t('web.artist.onboarding.welcome.text', { url: publicUrl })}</p>
        <Button autoFocus onClick={onContinue}>
          {t('web.artist.onboarding.welcome.cta')}
        </Button>
      </div>
    </Dialog>
  );
}
