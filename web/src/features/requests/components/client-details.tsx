import { useTranslation } from 'react-i18next';
import type { ClientView } from '#shared/api/contracts/lifecycle-views.ts';
import { InstagramLink } from '#web/src/components/instagram-link.tsx';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';

/** The client's details as the form sent them; email and Instagram are links. */
export function ClientDetails({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  return (
    <dl className="request-facts">
      <div>
        <dt>{t('web.requests.client.name')}</dt>
        <dd>{clientName(client)}</dd>
      </div>
      <div>
        <dt>{t('web.requests.client.age')}</dt>
        <dd>{t(`web.requests.client.years`, { count: client.age })}</dd>
      </div>
      <div>
        <dt>{t('web.requests.client.email')}</dt>
        <dd>
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </dd>
      </div>
      {client.instagram && (
        <div>
          <dt>{t('web.requests.client.instagram')}</dt>
          <dd>
            <InstagramLink value={client.instagram} newTabLabel={t('web.common.newTab')} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('web.requests.client.tattooed')}</dt>
        <dd>{client.alreadyTattooed ? t('web.requests.client.yes') : t('web.requests.client.no')}</dd>
      </div>
      <div>
        <dt>{t('web.requests.client.language')}</dt>
        <dd>{t(`web.language.${client.locale}`)}</dd>
      </div>
    </dl>
  );
}
