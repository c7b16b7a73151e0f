import { Circle, CircleCheck, CircleHelp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { SETUP_STEP_PATHS, SETUP_STEPS, tutorialPath } from '#shared/domain/today.ts';
import { appPaths } from '#web/src/app/paths.ts';

/** This device's step, "Install Inkslot on your phone" (ADR 0099): lazy, with its words. */
const InstallStep = lazy(() => import('./install-step.tsx'));

/** A path of Today itself (`/app#share`) is an anchor on this page. */
const TODAY_ANCHOR = `${appPaths.today}#`;

/**
 * The new artist's setup checklist with its progress; each step links to where it is done and to
 * its article of the getting-started guide.
 */
export function SetupChecklist({ checklist }: { checklist: MyToday['checklist'] }) {
  const { t } = useTranslation();
  const done = SETUP_STEPS.filter((step) => checklist[step]).length;
  const total = SETUP_STEPS.length;
  return (
    <section className="card stack setup-checklist" aria-labelledby="setup-checklist-title">
      <div className="stack setup-checklist__head">
        <h2 id="setup-checklist-title">{t('web.workspace.today.checklist.title')}</h2>
        <p className="muted">
          {done === total
            ? t('web.workspace.today.checklist.done')
            : t('web.workspace.today.checklist.progress', { done, total })}
        </p>
        <progress className="progress" max={total} value={done} aria-labelledby="setup-checklist-title" />
        <Link className="setup-checklist__guide" to={appPaths.tutorials}>
          {t('web.workspace.today.checklist.guide')}
        </Link>
      </div>
      <ul className="plain-list setup-checklist__steps">
        {SETUP_STEPS.map((step) => {
          const isDone = checklist[step];
          const label = t(`web.workspace.today.checklist.steps.${step}`);
          const state = t(
            isDone ? 'web.workspace.today.checklist.doneLabel' : 'web.workspace.today.checklist.todoLabel',
          );
          const path = SETUP_STEP_PATHS[step];
          const content = (
            <>
              {isDone ? (
                <CircleCheck aria-hidden="true" className="setup-step__icon setup-step__icon--done" />
              ) : (
                <Circle aria-hidden="true" className="setup-step__icon" />
              )}
              <span className="setup-step__label">{label}</span>
              <span className="visually-hidden">({state})</span>
            </>
          );
          return (
            <li key={step} className={`setup-step${isDone ? ' setup-step--done' : ''}`}>
              {path.startsWith(TODAY_ANCHOR) ? (
                <a className="setup-step__link" href={path.slice(TODAY_ANCHOR.length - 1)}>
                  {content}
                </a>
              ) : (
                <Link className="setup-step__link" to={path}>
                  {content}
                </Link>
              )}
              <Link
                className="setup-step__help"
                to={tutorialPath(step)}
                aria-label={t('web.workspace.today.checklist.howTo', { step: label })}
                title={t('web.workspace.today.checklist.howTo', { step: label })}
              >
                <CircleHelp aria-hidden="true" />
              </Link>
            </li>
          );
        })}
        <Suspense fallback={null}>
          <InstallStep />
        </Suspense>
      </ul>
    </section>
  );
}
