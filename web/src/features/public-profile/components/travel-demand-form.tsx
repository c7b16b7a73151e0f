import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import './travel-demand.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { askTravelDemand } from '#web/src/features/public-profile/api/ask-travel-demand.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { type SectionLoader, useSectionMessages } from '#web/src/lib/section-messages.ts';
import { EmailAskFields } from './email-ask-fields.tsx';

interface TravelDemandFormProps {
  pseudo: string;
  travelId: string;
  city: string;
  /** The form's words (`web.travelDemand`), a lazy section loaded with it. */
  messages: SectionLoader;
}

/**
 * "Tell me when booking opens in {city}" on a guest spot of the public page (issue 14, item 6):
 * an email, kept for the artist's city, or the form's link when booking is open already. Loaded
 * only when a visitor asks for it (the page's first load stays as small as it was).
 */
export default function TravelDemandForm(props: TravelDemandFormProps) {
  return useSectionMessages(props.messages) ? <DemandForm {...props} /> : null;
}

function DemandForm({ pseudo, travelId, city }: TravelDemandFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<'waiting' | 'open' | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setAnswer((await askTravelDemand(pseudo, travelId, { email, locale: currentLocale(i18n) })).status);
    } catch (caught) {
      setError(
        isApiError(caught) ? (caught.fields[0]?.message ?? caught.message) : t('web.travelDemand.error'),
      );
    } finally {
      setBusy(false);
    }
  };
  if (answer === 'waiting')
    return (
      <p className="travel-demand__done" role="status">
        {t('web.travelDemand.waiting', { city })}
      </p>
    );
  if (answer === 'open')
    return (
      <p className="travel-demand__done" role="status">
        {t('web.travelDemand.openNow', { city })}{' '}
        <Link to={pathTo(artistPaths.form, { pseudo })}>{t('web.travelDemand.choose')}</Link>
      </p>
    );
  return (
    <form className="travel-demand" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={id}>
      <p id={id} className="travel-demand__title">
        {t('web.travelDemand.title', { city })}
      </p>
      <EmailAskFields
        words={{
          email: t('web.travelDemand.email'),
          submit: t('web.travelDemand.submit'),
          sending: t('web.travelDemand.sending'),
        }}
        email={email}
        error={error}
        busy={busy}
        onEmail={setEmail}
      />
    </form>
  );
}
