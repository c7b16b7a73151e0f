import './tutorials.css';
import { ChevronRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_STEPS, type SetupStep, tutorialPath } from '#shared/domain/today.ts';
import { TutorialIllustration } from './tutorial-illustration.tsx';

interface TutorialGuideProps {
  /** Which steps the account has done (Today's checklist); unknown while it loads. */
  done?: Partial<Record<SetupStep, boolean>> | undefined;
}

/** `/app/tutorials`: the getting-started guide, its six articles in the checklist's order. */
export function TutorialGuide({ done = {} }: TutorialGuideProps) {
  const { t } = useTranslation();
  const count = SETUP_STEPS.filter((step) => done[step]).length;
  return (
    <div className="stack tutorial-guide">
      <header className="stack tutorial-guide__head">
        <h1>{t('web.tutorials.title')}</h1>
        <p className="muted">{t('web.tutorials.intro')}</p>
        <p className="tutorial-guide__progress">
          {t('web.tutorials.progress', { done: count, total: SETUP_STEPS.length })}
        </p>
      </header>
      <ol className="plain-list tutorial-guide__list">
        {SETUP_STEPS.map((step, index) => (
          <li key={step}>
            <Link className="card card--link tutorial-card" to={tutorialPath(step)}>
              <TutorialIllustration step={step} size="small" />
              <span className="tutorial-card__text">
                <span className="tutorial-card__number">
                  {t('web.tutorials.stepNumber', { number: index + 1 })}
                  {done[step] && (
                    <span className="badge badge--success tutorial-card__done">
                      <CircleCheck aria-hidden="true" size={14} /> {t('web.tutorials.done')}
                    </span>
                  )}
                </span>
                <span className="tutorial-card__title">{t(`web.tutorials.articles.${step}.title`)}</span>
                <span className="tutorial-card__summary">{t(`web.tutorials.articles.${step}.summary`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="tutorial-card__chevron" />
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
