import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, portalPaths } from '#web/src/app/paths.ts';

/** From a request or a booking of the portal: the conversation with its artist (opened if needed). */
export function PortalMessageLink({ pseudo, name }: { pseudo: string; name: string }) {
  const { t } = useTranslation();
  return (
    <p className="portal-item__message">
      <Link
        to={`${pathTo(portalPaths.messages, {})}?artist=${encodeURIComponent(pseudo)}`}
        className="button button--ghost button--sm"
      >
        <MessageCircle aria-hidden="true" size={16} />
        <span>
          {t('web.messageLinks.writeArtist')}
          <span className="visually-hidden"> ({name})</span>
        </span>
      </Link>
    </p>
  );
}
