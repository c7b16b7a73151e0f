import { appPaths } from '#web/src/app/paths.ts';
import './support.css';
import { BookOpen, Bug, ChevronRight, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const ENTRIES = [
  { id: 'guide', to: appPaths.tutorials, Icon: BookOpen },
  { id: 'bug', to: appPaths.bugReport, Icon: Bug },
  { id: 'suggestions', to: appPaths.suggestions, Icon: Lightbulb },
] as const;

/** `/app/settings/support`: where to go with a question, a problem or an idea. */
export function SupportHub() {
  const { t } = useTranslation();
  return (
    <ul className="plain-list support-hub">
      {ENTRIES.map(({ id, to, Icon }) => (
        <li key={id}>
          <Link className="card support-hub__entry" to={to}>
            <span className="support-hub__icon" aria-hidden="true">
              <Icon />
            </span>
            <span className="support-hub__text">
              <span className="support-hub__title">{t(`web.support.help.${id}.title`)}</span>
              <span className="muted">{t(`web.support.help.${id}.text`)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="support-hub__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
