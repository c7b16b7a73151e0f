import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';
import { LEGAL_CONTACT } from '#web/src/features/legal/content/legal-document.ts';

/**
 * What a suspended artist sees on every page of their space (ADR 0070): that the account is
 * suspended and why (the team's reason, else a plain sentence), what still works (reading and the
 * data export, one press away) and what does not, and whom to write to.
 */
export function SuspendedNotice({ reason }: { reason: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="suspended-notice" aria-labelledby={titleId}>
      <ShieldAlert className="suspended-notice__icon" aria-hidden="true" size={24} />
      <div className="suspended-notice__body">
        <h2 id={titleId} className="suspended-notice__title">
          {t('web.workspace.suspended.title')}
        </h2>
        <p className="suspended-notice__reason">
          {reason ? t('web.workspace.suspended.reason', { reason }) : t('web.workspace.suspended.noReason')}
        </p>
        <p>{t('web.workspace.suspended.canDo')}</p>
        <p className="suspended-notice__muted">{t('web.workspace.suspended.cannotDo')}</p>
        <div className="suspended-notice__actions">
          <Link to={appPaths.account} className="button button--secondary button--sm">
            {t('web.workspace.suspended.export')}
          </Link>
          <span className="suspended-notice__muted">
            {t('web.workspace.suspended.contact', { email: LEGAL_CONTACT })}
          </span>
        </div>
      </div>
    </section>
  );
}
