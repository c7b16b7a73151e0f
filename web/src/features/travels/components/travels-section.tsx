import './travels.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Travel, TravelInput } from '#shared/api/contracts/travels.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { createMyTravel } from '#web/src/features/travels/api/create-my-travel.ts';
import { deleteMyTravel } from '#web/src/features/travels/api/delete-my-travel.ts';
import { useMyTravels } from '#web/src/features/travels/api/list-my-travels.ts';
import { updateMyTravel } from '#web/src/features/travels/api/update-my-travel.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { errorFeedback, type FeedbackMessage, successFeedback } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatLocalPeriod } from '#web/src/lib/local-dates.ts';
import { TravelForm } from './travel-form.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; travel: Travel } | null;

/**
 * The artist's travels (guest spots): a list with each one's period, phase, shop, city and private
 * address; add, edit (in place) and delete (after a confirmation). Each outcome shows the spec's
 * messages: a title and a description, or 'Une erreur est survenue lors de …'.
 */
export function TravelsSection({ onChanged }: { onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const { data, error, mutate } = useMyTravels();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Travel | null>(null);
  const [busy, setBusy] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const detail = (failure: unknown) => (isApiError(failure) ? failure.message : t('web.errors.unknown'));

  const save = async (values: TravelInput) => {
    const action = editing?.mode === 'edit' ? 'update' : 'create';
    setFeedback(null);
    try {
      const saved =
        editing?.mode === 'edit'
          ? await updateMyTravel(editing.travel.travelId, values)
          : await createMyTravel(values);
      await mutate();
      setEditing(null);
      setFeedback(successFeedback(tk, 'travel', action, { title: saved.city }));
      onChanged?.();
    } catch (failure) {
      setFeedback(errorFeedback(tk, 'travel', action, detail(failure)));
      throw failure;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFeedback(null);
    try {
      await deleteMyTravel(deleting.travelId);
      await mutate();
      setFeedback(successFeedback(tk, 'travel', 'delete', { title: deleting.city }));
      onChanged?.();
    } catch (failure) {
      setFeedback(errorFeedback(tk, 'travel', 'delete', detail(failure)));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <section className="card stack travels" aria-labelledby="travels-title">
      <h2 id="travels-title">{t('web.travels.title')}</h2>
      <p className="field__hint">{t('web.travels.intro')}</p>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <p className="muted">{t('web.common.loading')}</p>}
      {data && data.travels.length === 0 && editing?.mode !== 'add' && (
        <p className="muted">{t('web.travels.empty')}</p>
      )}
      {data && data.travels.length > 0 && (
        <ul className="plain-list stack">
          {data.travels.map((travel) =>
            editing?.mode === 'edit' && editing.travel.travelId === travel.travelId ? (
              <li key={travel.travelId} className="travel-card">
                <TravelForm travel={travel} onSubmit={save} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={travel.travelId} className={`travel-card travel-card--${travel.phase}`}>
                <p className="travel-card__when">
                  <span className={`phase phase--${travel.phase}`}>
                    {t(`web.travels.phases.${travel.phase}`)}
                  </span>{' '}
                  {formatLocalPeriod(travel.startDate, travel.endDate, locale)}
                </p>
                <p className="travel-card__where">
                  <strong>{travel.shopName}</strong>, {travel.city}
                </p>
                <p className="muted">{travel.address}</p>
                <div className="row">
                  <Button variant="secondary" onClick={() => setEditing({ mode: 'edit', travel })}>
                    {t('web.travels.edit', { city: travel.city })}
                  </Button>
                  <Button variant="link" onClick={() => setDeleting(travel)}>
                    {t('web.travels.delete', { city: travel.city })}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing?.mode === 'add' ? (
        <div className="travel-card">
          <TravelForm onSubmit={save} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <p>
          <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
            {t('web.travels.add')}
          </Button>
        </p>
      )}
      {deleting && (
        <Dialog title={t('web.travels.deleteDialog.title')} onClose={() => setDeleting(null)}>
          <p>{t('web.travels.deleteDialog.text', { city: deleting.city })}</p>
          <div className="row">
            <Button onClick={() => void confirmDelete()} busy={busy} busyLabel={t('web.common.saving')}>
              {t('web.travels.deleteDialog.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('web.travels.deleteDialog.cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
