import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';

interface ShareButtonProps {
  url: string;
  title: string;
  text: string;
}

type Outcome = 'copied' | 'failed' | null;

/** How long the "Lien copié" message stays. */
const MESSAGE_MS = 4000;

/**
 * Shares the page: the Web Share API where the device has one (phones), else copies the link with
 * the spec's messages, 'Lien copié' (announced politely) or 'Erreur lors de la copie du lien' (an alert).
 * Cancelling the share sheet is not a failure.
 */
export function ShareButton({ url, title, text }: ShareButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    setOutcome(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as { name?: string })?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className="share">
      <Button variant="secondary" onClick={() => void share()}>
        {t('web.publicPage.share')}
      </Button>
      <p className="share__status" role="status">
        {outcome === 'copied' ? t('web.publicPage.linkCopied') : ''}
      </p>
      {outcome === 'failed' && (
        <p className="field__error" role="alert">
          {t('web.publicPage.copyError')}
        </p>
      )}
    </div>
  );
}
