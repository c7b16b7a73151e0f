import todayInstallMessages from 'virtual:inkslot-message-sections/todayInstall';
import { Circle, Smartphone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { installMode } from '#web/src/features/today/utils/install-mode.ts';
import { installState, promptInstall, subscribeInstallState } from '#web/src/lib/install-prompt.ts';
import { useSectionMessages } from '#web/src/lib/section-messages.ts';

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * "Install Inkslot on your phone", the checklist's step of this device (ADR 0099): the browser's own
 * prompt where it gives one, Safari's two taps on iOS, the browser's menu elsewhere; gone once the
 * app runs installed. Lazy, with its words.
 */
export default function InstallStep() {
  const { t } = useTranslation();
  const ready = useSectionMessages(todayInstallMessages);
  const { prompt, installed } = useSyncExternalStore(subscribeInstallState, installState, installState);
  const mode = installMode({
    standalone: standalone(),
    hasPrompt: prompt !== null,
    installed,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
  if (!ready || mode === 'installed') return null;
  return (
    <li className="setup-step install-step">
      <div className="install-step__body">
        <Circle aria-hidden="true" className="setup-step__icon" />
        <div className="install-step__text">
          <span className="setup-step__label">{t('web.todayInstall.title')}</span>
          <span className="visually-hidden"> ({t('web.todayInstall.state')})</span>
          {mode !== 'prompt' && <p className="muted install-step__how">{t(`web.todayInstall.${mode}`)}</p>}
        </div>
      </div>
      {mode === 'prompt' && (
        <Button variant="secondary" onClick={() => void promptInstall()}>
          <Smartphone aria-hidden="true" size={18} /> {t('web.todayInstall.install')}
        </Button>
      )}
    </li>
  );
}
