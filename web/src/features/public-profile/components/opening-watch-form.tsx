import './opening-watch-form.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningWatchAnswer } from '#shared/api/contracts/opening-alerts.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { watchOpening } from '#web/src/features/public-profile/api/watch-opening.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { EmailAskFields } from './email-ask-fields.tsx';

/**
 * "Email me when it opens" under an opening's countdown (ADR 0100): a button, then an email field.
 * The answer says to confirm from the email just sent; nothing is kept in the browser. In the
 * countdown's lazy chunk, with its words (`web.openingCountdown.watch.*`).
 */
export function OpeningWatchForm({ pseudo, onOpen }: { pseudo: string; onOpen: () => unknown }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<OpeningWatchAnswer['status'] | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { status } = await watchOpening(pseudo, { email, locale: currentLocale(i18n) });
      // Started or gone meanwhile: the page reads itself again and says what stands.
      if (status === 'open' || status === 'none') onOpen();
      setAnswer(status);
    } catch (caught) {
      setError(
        isApiError(caught)
          ? (caught.fields[0]?.message ?? caught.message)
          : t('web.openingCountdown.watch.error'),
      );
    } finally {
      setBusy(false);
    }
  };
  if (answer === 'asked' || answer === 'full')
    return (
      <p className="opening-countdown__watch-done" role="status">
        {t(answer === 'asked' ? 'web.openingCountdown.watch.asked' : 'web.openingCountdown.watch.full', {
          email,
        })}
      </p>
    );
  if (!shown)
    return (
      <Button variant="secondary" onClick={() => setShown(true)}>
        {t('web.openingCountdown.watch.button')}
      </Button>
    );
  return (
    <form
      className="opening-countdown__watch"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={id}
    >
      <p id={id} className="opening-countdown__watch-title">
        {t('web.openingCountdown.watch.title')}
      </p>
      <EmailAskFields
        words={{
          email: t('web.openingCountdown.watch.email'),
          submit: t('web.openingCountdown.watch.submit'),
          sending: t('web.openingCountdown.watch.sending'),
        }}
        email={email}
        error={error}
        busy={busy}
        onEmail={setEmail}
      />
    </form>
  );
}
