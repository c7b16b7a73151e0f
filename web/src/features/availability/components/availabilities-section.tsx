import './availability.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Availability, AvailabilityInput } from '#shared/api/contracts/availability.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { createMyAvailability } from '#web/src/features/availability/api/create-my-availability.ts';
import { deleteMyAvailability } from '#web/src/features/availability/api/delete-my-availability.ts';
import { useMyAvailabilities } from '#web/src/features/availability/api/list-my-availabilities.ts';
import { updateMyAvailability } from '#web/src/features/availability/api/update-my-availability.ts';
import { availabilityTitle } from '#web/src/features/availability/utils/describe-availability.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { errorFeedback, type FeedbackMessage, successFeedback } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { todayIn, zoneLabel } from '#web/src/lib/wall-time.ts';
import { AvailabilityCard } from './availability-card.tsx';
import { AvailabilityForm } from './availability-form.tsx';

type Kind = Availability['kind'];
type Editing = { mode: 'add'; kind: Kind } | { mode: 'edit'; availability: Availability } | null;

interface AvailabilitiesSectionProps {
  /** The artist's preferences: times are wall times in `timezone`, shown in `hourFormat`. */
  timezone: string;
  hourFormat: HourFormat;
  /** Where the artist changes them. */
  preferencesPath: string;
}

/**
 * `/app/availabilities`: recurring availability (days, months, slots) and one-time dates, listed,
 * added, edited in place and deleted after a confirmation. Each outcome shows the spec's messages: a
 * title and a description, or 'Une erreur est survenue lors de la création de la disponibilité'.
 */
export function AvailabilitiesSection({ timezone, hourFormat, preferencesPath }: AvailabilitiesSectionProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const { data, error, mutate } = useMyAvailabilities();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Availability | null>(null);
  const [busy, setBusy] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const today = todayIn(timezone);

  const detail = (failure: unknown) => (isApiError(failure) ? failure.message : t('web.errors.unknown'));

  const save = async (input: AvailabilityInput) => {
    const action = editing?.mode === 'edit' ? 'update' : 'create';
    setFeedback(null);
    try {
      const saved =
        editing?.mode === 'edit'
          ? await updateMyAvailability(editing.availability.availabilityId, input)
          : await createMyAvailability(input);
      await mutate();
      setEditing(null);
      setFeedback(
        successFeedback(tk, 'availability', action, { title: availabilityTitle(saved, tk, locale) }),
      );
    } catch (failure) {
      setFeedback(errorFeedback(tk, 'availability', action, detail(failure)));
      throw failure;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const title = availabilityTitle(deleting, tk, locale);
    setBusy(true);
    setFeedback(null);
    try {
      await deleteMyAvailability(deleting.availabilityId);
      await mutate();
      setFeedback(successFeedback(tk, 'availability', 'delete', { title }));
    } catch (failure) {
      setFeedback(errorFeedback(tk, 'availability', 'delete', detail(failure)));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const list = (kind: Kind) => {
    const items = (data?.availabilities ?? []).filter((availability) => availability.kind === kind);
    const adding = editing?.mode === 'add' && editing.kind === kind;
    return (
      <section className="card stack" aria-labelledby={`availability-${kind}`}>
        <h2 id={`availability-${kind}`}>{t(`web.availability.sections.${kind}`)}</h2>
        <p className="field__hint">{t(`web.availability.sections.${kind}Hint`)}</p>
        {data && items.length === 0 && !adding && (
          <p className="muted">{t(`web.availability.empty.${kind}`)}</p>
        )}
        {items.length > 0 && (
          <ul className="plain-list stack">
            {items.map((availability) => (
              <li key={availability.availabilityId} className="availability-item">
                {editing?.mode === 'edit' &&
                editing.availability.availabilityId === availability.availabilityId ? (
                  <AvailabilityForm
                    availability={availability}
                    hourFormat={hourFormat}
                    onSubmit={save}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <AvailabilityCard
                    availability={availability}
                    hourFormat={hourFormat}
                    past={availability.kind === 'oneTime' && availability.date < today}
                    onEdit={() => setEditing({ mode: 'edit', availability })}
                    onDelete={() => setDeleting(availability)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {adding ? (
          <div className="availability-item">
            <AvailabilityForm
              kind={kind}
              hourFormat={hourFormat}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : (
          data && (
            <p>
              <Button variant="secondary" onClick={() => setEditing({ mode: 'add', kind })}>
                {t(`web.availability.add.${kind}`)}
              </Button>
            </p>
          )
        )}
      </section>
    );
  };

  return (
    <div className="stack availabilities">
      <p className="availability-zone">
        {t('web.availability.zone', { zone: zoneLabel(timezone, locale) })}{' '}
        <Link to={preferencesPath}>{t('web.availability.changeZone')}</Link>
      </p>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <p className="muted">{t('web.common.loading')}</p>}
      {list('recurring')}
      {list('oneTime')}
      {deleting && (
        <Dialog title={t('web.availability.deleteDialog.title')} onClose={() => setDeleting(null)}>
          <p>{t('web.availability.deleteDialog.text', { title: availabilityTitle(deleting, tk, locale) })}</p>
          <div className="row">
            <Button onClick={() => void confirmDelete()} busy={busy} busyLabel={t('web.common.saving')}>
              {t('web.availability.deleteDialog.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('web.availability.deleteDialog.cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
