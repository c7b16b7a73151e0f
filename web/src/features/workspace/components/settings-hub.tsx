import {
  Bell,
  Bug,
  CalendarCog,
  ChevronRight,
  CreditCard,
  FileSignature,
  Gift,
  LifeBuoy,
  Lightbulb,
  type LucideIcon,
  Mail,
  SlidersHorizontal,
  ToggleRight,
  UserCog,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';

type AreaId =
  | 'account'
  | 'bookings'
  | 'consent'
  | 'features'
  | 'plan'
  | 'preferences'
  | 'notifications'
  | 'emailTemplates'
  | 'referral'
  | 'support'
  | 'suggestions'
  | 'bug';

interface Area {
  id: AreaId;
  icon: LucideIcon;
  /** Where it is; none yet: shown as coming soon. */
  to?: string;
}

/** Every settings area of the spec, grouped; the ones that exist are links. */
const GROUPS: { id: 'account' | 'work' | 'help'; areas: Area[] }[] = [
  {
    id: 'account',
    areas: [
      { id: 'account', icon: UserCog, to: appPaths.account },
      { id: 'preferences', icon: SlidersHorizontal, to: appPaths.preferences },
      { id: 'notifications', icon: Bell, to: appPaths.notificationSettings },
      { id: 'plan', icon: CreditCard, to: appPaths.plan },
    ],
  },
  {
    id: 'work',
    areas: [
      { id: 'bookings', icon: CalendarCog, to: appPaths.bookingSettings },
      { id: 'consent', icon: FileSignature, to: appPaths.consentSettings },
      { id: 'features', icon: ToggleRight, to: appPaths.features },
      { id: 'emailTemplates', icon: Mail, to: appPaths.emailTemplates },
    ],
  },
  {
    id: 'help',
    areas: [
      { id: 'referral', icon: Gift, to: appPaths.referral },
      { id: 'support', icon: LifeBuoy, to: appPaths.support },
      { id: 'suggestions', icon: Lightbulb, to: appPaths.suggestions },
      { id: 'bug', icon: Bug, to: appPaths.bugReport },
    ],
  },
];

/** `/app/settings`: the settings hub. */
export function SettingsHub() {
  const { t } = useTranslation();
  return (
    <div className="stack settings-hub">
      <header>
        <h1>{t('web.workspace.settings.title')}</h1>
        <p className="muted settings-hub__intro">{t('web.workspace.settings.intro')}</p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.id} className="stack" aria-labelledby={`settings-${group.id}`}>
          <h2 id={`settings-${group.id}`} className="settings-hub__group">
            {t(`web.workspace.settings.groups.${group.id}`)}
          </h2>
          <ul className="plain-list settings-hub__grid">
            {group.areas.map((area) => {
              const Icon = area.icon;
              const body = (
                <>
                  <span className="settings-area__icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                  <span className="settings-area__text">
                    <span className="settings-area__title">
                      {t(`web.workspace.settings.areas.${area.id}.title`)}
                    </span>
                    <span className="settings-area__hint">
                      {t(`web.workspace.settings.areas.${area.id}.text`)}
                    </span>
                  </span>
                  {area.to ? (
                    <ChevronRight aria-hidden="true" className="settings-area__chevron" size={18} />
                  ) : (
                    <span className="badge badge--neutral">{t('web.workspace.settings.soon')}</span>
                  )}
                </>
              );
              return (
                <li key={area.id}>
                  {area.to ? (
                    <Link className="settings-area settings-area--link" to={area.to}>
                      {body}
                    </Link>
                  ) : (
                    <div className="settings-area settings-area--soon">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
