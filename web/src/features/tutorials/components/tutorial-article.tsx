import { appPaths } from '#web/src/app/paths.ts';
import './tutorials.css';
import { ArrowLeft, ArrowRight, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_STEP_PATHS, SETUP_STEPS, type SetupStep, tutorialPath } from '#shared/domain/today.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { TutorialIllustration } from './tutorial-illustration.tsx';
import { ARTICLE_STEP_KEYS } from './tutorial-steps.ts';

/** One article of the guide: what the step is for, how to do it, a tip, the place to do it, the next step. */
export function TutorialArticle({ step }: { step: SetupStep }) {
  const { t } = useTranslation();
  const key = (part: string) => `web.tutorials.articles.${step}.${part}`;
  const index = SETUP_STEPS.indexOf(step);
  const next = SETUP_STEPS[index + 1];
  return (
    <article className="stack tutorial-article" aria-labelledby="tutorial-title">
      <Link className="tutorial-article__back" to={appPaths.tutorials}>
        <ArrowLeft aria-hidden="true" size={18} /> {t('web.tutorials.back')}
      </Link>
      <TutorialIllustration step={step} />
      <header className="stack tutorial-article__head">
        <p className="tutorial-card__number">{t('web.tutorials.stepNumber', { number: index + 1 })}</p>
        <h1 id="tutorial-title">{t(key('title'))}</h1>
        <p className="tutorial-article__summary">{t(key('summary'))}</p>
      </header>
      <section className="card stack" aria-labelledby="tutorial-steps">
        <h2 id="tutorial-steps">{t('web.tutorials.stepsTitle')}</h2>
        <ol className="tutorial-article__steps">
          {ARTICLE_STEP_KEYS.map((part) => (
            <li key={part}>{t(key(`steps.${part}`))}</li>
          ))}
        </ol>
        <ButtonLink to={SETUP_STEP_PATHS[step]}>{t(key('cta'))}</ButtonLink>
      </section>
      <aside className="tutorial-article__tip" aria-labelledby="tutorial-tip">
        <Lightbulb aria-hidden="true" className="tutorial-article__tip-icon" />
        <div>
          <h2 id="tutorial-tip">{t('web.tutorials.tipTitle')}</h2>
          <p className="tutorial-article__tip-text">{t(key('tip'))}</p>
        </div>
      </aside>
      {next ? (
        <Link className="card tutorial-article__next" to={tutorialPath(next)}>
          <span>{t('web.tutorials.next', { title: t(`web.tutorials.articles.${next}.title`) })}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <p className="muted">{t('web.tutorials.finished')}</p>
      )}
    </article>
  );
}
