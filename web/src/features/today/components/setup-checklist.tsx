import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyToday } from '../../../../../shared/api/contracts/today.ts';
import { SETUP_STEPS, type SetupStep } from '../../../../../shared/domain/today.ts';

/** Where each setup step is done. */
const STEP_PATHS: Record<SetupStep, string> = {
  picture: '/app/profile',
  bio: '/app/profile',
  flash: '/app/profile/flashs',
  availability: '/app/availabilities',
  bookingSettings: '/app/settings/bookings',
  shared: '#share',
};

/** The new artist's setup checklist with its progress; each step links to where it is done. */
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
      </div>
      <ul className="plain-list setup-checklist__steps">
        {SETUP_STEPS.map((step) => {
          const isDone = checklist[step];
          const label = t(`web.workspace.today.checklist.steps.${step}`);
          const state = t(
            isDone ? 'web.workspace.today.checklist.doneLabel' : 'web.workspace.today.checklist.todoLabel',
          );
          const path = STEP_PATHS[step];
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
              {path.startsWith('#') ? (
                <a className="setup-step__link" href={path}>
                  {content}
                </a>
              ) : (
                <Link className="setup-step__link" to={path}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
