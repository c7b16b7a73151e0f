import {
  CalendarDays,
  ClipboardList,
  Inbox,
  Languages,
  type LucideIcon,
  Palette,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES: readonly [name: string, icon: LucideIcon][] = [
  ['profile', Palette],
  ['booking', ClipboardList],
  ['requests', Inbox],
  ['calendar', CalendarDays],
  ['portal', UserRound],
  ['languages', Languages],
];

export function FeatureList() {
  const { t } = useTranslation();
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <header className="landing-section__head">
        <h2 id="features-title">{t('web.site.landing.features.title')}</h2>
        <p>{t('web.site.landing.features.subtitle')}</p>
      </header>
      <ul className="landing-features">
        {FEATURES.map(([feature, Icon]) => (
          <li key={feature} className="card landing-feature">
            <span className="landing-feature__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <h3>{t(`web.site.landing.features.${feature}.title`)}</h3>
            <p>{t(`web.site.landing.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
