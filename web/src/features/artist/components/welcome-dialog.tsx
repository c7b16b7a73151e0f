import { appPaths } from '#web/src/app/paths.ts';
import './onboarding.css';
import { BookOpen, CalendarClock, Image, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';

interface WelcomeDialogProps {
  displayName: string;
  publicUrl: string;
  onContinue: () => void;
}

/** The first things a new artist does, where each is done. */
const FIRST_THINGS = [
  { id: 'flash', to: appPaths.flashes, Icon: Image },
  { id: 'availability', to: appPaths.availabilities, Icon: CalendarClock },
  { id: 'bookingSettings', to: appPaths.bookingSettings, Icon: Settings2 },
  { id: 'guide', to: appPaths.tutorials, Icon: BookOpen },
] as const;

/** The end of the onboarding: the page is live, its link to copy, and the first things to do. */
export function WelcomeDialog({ displayName, publicUrl, onContinue }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      className="welcome-dialog"
      title={t('web.account.onboarding.welcome.title', { displayName })}
      onClose={onContinue}
    >
      <div className="stack">
        <p>{t('web.account.onboarding.welcome.text')}</p>
        <div className="welcome-dialog__link">
          <a href={publicUrl} target="_blank" rel="noreferrer">
            {publicUrl}
          </a>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('web.account.onboarding.welcome.copy')}
          </Button>
        </div>
        <p className="field__hint" aria-live="polite">
          {copied ? t('web.account.onboarding.welcome.copied') : ''}
        </p>
        <h3>{t('web.account.onboarding.welcome.firstThings')}</h3>
        <ul className="plain-list welcome-dialog__todo">
          {FIRST_THINGS.map(({ id, to, Icon }) => (
            <li key={id}>
              <Link to={to}>
                <Icon aria-hidden="true" />
                <span>{t(`web.account.onboarding.welcome.todo.${id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Button data-autofocus onClick={onContinue}>
          {t('web.account.onboarding.welcome.cta')}
        </Button>
      </div>
    </Dialog>
  );
}
