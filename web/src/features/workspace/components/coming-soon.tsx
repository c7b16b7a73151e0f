import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

export type ComingSoonTopic = 'tutorials';

const NEXT: Record<ComingSoonTopic, string> = {
  tutorials: '/app',
};

/** A part of the space that comes in a later release: what it will do, and what to do meanwhile. */
export function ComingSoon({ topic }: { topic: ComingSoonTopic }) {
  const { t } = useTranslation();
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <Sparkles aria-hidden="true" className="coming-soon__icon" />
      <span className="badge badge--accent">{t('web.workspace.comingSoon.badge')}</span>
      <h1 id="coming-soon-title">{t(`web.workspace.comingSoon.${topic}.title`)}</h1>
      <p className="muted">{t(`web.workspace.comingSoon.${topic}.text`)}</p>
      <div className="row coming-soon__actions">
        <ButtonLink to={NEXT[topic]}>{t(`web.workspace.comingSoon.${topic}.next`)}</ButtonLink>
        <ButtonLink variant="ghost" to="/app">
          {t('web.workspace.comingSoon.back')}
        </ButtonLink>
      </div>
    </section>
  );
}
