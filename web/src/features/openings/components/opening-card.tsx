import './openings.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyOpening } from '#shared/api/contracts/openings.ts';
import { DRAW_DURATION_MINUTES_MAX, OPENING_RULES } from '#shared/domain/booking/opening.ts';
import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import {
  cancelMyOpening,
  scheduleMyOpening,
  useMyOpening,
} from '#web/src/features/openings/api/my-opening.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { formatInstant } from '#web/src/lib/instants.ts';

type Current = NonNullable<MyOpening['opening']>;
const STATE_TONES: Record<Current['state'], BadgeTone> = {
  scheduled: 'info',
  open: 'success',
  closed: 'neutral',
};
/** The lengths offered, in minutes: an hour to a week. */
const DURATIONS = [60, 120, 240, 480, 1440, 2880, 4320, 10080] as const;
const DRAW_MAX = DRAW_DURATION_MINUTES_MAX;
type OpeningRule = (typeof OPENING_RULES)[number];

interface OpeningCardProps {
  /** The artist's zone: the start is typed and shown in it. */
  timezone: string;
  hourFormat?: '12' | '24' | undefined;
  /** After a change: the public page shows it at once. */
  onChanged: () => void;
}

/**
 * A book opening in the booking settings (ADR 0092): schedule one (date and time in the artist's
 * zone, length, cap, project types; first confirmed, first served), edit or cancel it before it
 * starts, follow its count while it runs (read again every 10 s), its outcome after.
 */
export function OpeningCard({ timezone, hourFormat, onChanged }: OpeningCardProps) {
  const { t, i18n } = useTranslation();
  const { data, mutate } = useMyOpening();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const opening = data?.opening ?? null;
  const saved = (next: MyOpening, text: string) => {
    void mutate(next, { revalidate: false });
    setEditing(false);
    setNotice({ tone: 'success', text });
    onChanged();
  };
  const cancel = async () => {
    setNotice(null);
    try {
      saved(await cancelMyOpening(), t('web.openings.cancelled'));
    } catch (caught) {
      setNotice({ tone: 'error', text: isApiError(caught) ? caught.message : t('web.openings.failed') });
    }
  };
  const showForm = data && (editing || !opening || opening.state === 'closed');
  return (
    <Card
      title={t('web.openings.title')}
      action={
        opening && (
          <Badge tone={STATE_TONES[opening.state]}>{t(`web.openings.states.${opening.state}`)}</Badge>
        )
      }
    >
      <p className="muted">{t('web.openings.intro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {!data && <p className="muted">{t('web.common.loading')}</p>}
      {opening && !editing && (
        <OpeningSummary
          opening={opening}
          when={formatInstant(opening.startsAt, i18n.language, timezone, hourFormat)}
          until={formatInstant(opening.closesAt, i18n.language, timezone, hourFormat)}
          onEdit={() => setEditing(true)}
          onCancel={() => void cancel()}
        />
      )}
      {showForm && (
        <OpeningForm
          key={opening?.openingId ?? 'new'}
          timezone={timezone}
          current={opening?.state === 'scheduled' ? opening : undefined}
          onSaved={(next) => saved(next, t('web.openings.saved'))}
          onDismiss={editing ? () => setEditing(false) : undefined}
        />
      )}
    </Card>
  );
}

function OpeningSummary(props: {
  opening: Current;
  when: string;
  until: string;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { opening } = props;
  const types = opening.projectTypes.map((type) => t(`web.openings.types.${type}`)).join(', ');
  return (
    <div className="stack opening-summary">
      <dl className="opening-summary__facts">
        <dt>{t('web.openings.starts')}</dt>
        <dd>{props.when}</dd>
        <dt>{t('web.openings.ends')}</dt>
        <dd>{props.until}</dd>
        <dt>{t('web.openings.typesLabel')}</dt>
        <dd>{types}</dd>
        <dt>{t('web.openings.ruleLabel')}</dt>
        <dd>{t(`web.openings.rules.${opening.rule}`)}</dd>
      </dl>
      <p className="opening-summary__count" aria-live="polite">
        {t('web.openings.count', { count: opening.count, cap: opening.cap })}
      </p>
      {/* Who waits to be told at the start (ADR 0100): a count, never an address. */}
      {opening.state === 'scheduled' && opening.watchers !== undefined && (
        <p className="muted">{t('web.openings.watchers', { count: opening.watchers })}</p>
      )}
      {opening.state === 'scheduled' && (
        <div className="row">
          <Button variant="secondary" onClick={props.onEdit}>
            {t('web.openings.edit')}
          </Button>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('web.openings.cancel')}
          </Button>
        </div>
      )}
      {opening.state === 'open' && <p className="muted">{t('web.openings.openNote')}</p>}
    </div>
  );
}

interface Values {
  date: string;
  time: string;
  durationMinutes: string;
  cap: string;
  projectTypes: ProjectType[];
  rule: OpeningRule;
}

/**
 * An instant's local date and `HH:mm` in `timeZone` (Sweden's format is ISO's), as the date and time
 * inputs take them.
 */
function wallClock(instant: Date, timeZone: string) {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [date = '', time = ''] = format.format(instant).split(' ');
  return { date, time };
}

function initialValues(current: Current | undefined, timezone: string): Values {
  if (!current) {
    const { date } = wallClock(new Date(Date.now() + 7 * 86_400_000), timezone);
    return {
      date,
      time: '10:00',
      durationMinutes: '240',
      cap: '20',
      projectTypes: ['custom'],
      rule: 'first-come',
    };
  }
  const start = new Date(current.startsAt);
  const minutes = (Date.parse(current.closesAt) - start.getTime()) / 60_000;
  return {
    ...wallClock(start, timezone),
    durationMinutes: String(minutes),
    cap: String(current.cap),
    projectTypes: current.projectTypes,
    rule: current.rule,
  };
}

function OpeningForm(props: {
  timezone: string;
  current: Current | undefined;
  onSaved: (next: MyOpening) => void;
  onDismiss: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(props.current, props.timezone));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  // A draw lasts two hours at most (ADR 0096): no one has an answer before its end.
  const durations = DURATIONS.filter((minutes) => values.rule !== 'draw' || minutes <= DRAW_MAX).map(
    (minutes) => ({ value: String(minutes), label: t(`web.openings.durations.${minutes}`) }),
  );
  const chooseRule = (rule: OpeningRule) =>
    set(
      rule === 'draw' && Number(values.durationMinutes) > DRAW_MAX
        ? { rule, durationMinutes: String(DRAW_MAX) }
        : { rule },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      props.onSaved(
        await scheduleMyOpening({
          date: values.date,
          time: values.time,
          durationMinutes: Number(values.durationMinutes),
          cap: Number(values.cap),
          projectTypes: values.projectTypes,
          rule: values.rule,
        }),
      );
    } catch (caught) {
      if (isApiError(caught) && caught.fields.length > 0) {
        setErrors(Object.fromEntries(caught.fields.map((field) => [field.path, field.message])));
      } else setFailure(isApiError(caught) ? caught.message : t('web.openings.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack opening-form" onSubmit={(event) => void submit(event)} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="opening-form__when">
        <TextField
          label={t('web.openings.date')}
          type="date"
          name="date"
          required
          value={values.date}
          error={errors.date}
          onChange={(event) => set({ date: event.target.value })}
        />
        <TextField
          label={t('web.openings.time')}
          hint={t('web.openings.timeHint', { zone: props.timezone })}
          type="time"
          name="time"
          required
          value={values.time}
          error={errors.time}
          onChange={(event) => set({ time: event.target.value })}
        />
      </div>
      <SelectField
        label={t('web.openings.duration')}
        name="durationMinutes"
        value={values.durationMinutes}
        error={errors.durationMinutes}
        onChange={(event) => set({ durationMinutes: event.target.value })}
      >
        {durations.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('web.openings.cap')}
        hint={t('web.openings.capHint')}
        type="number"
        inputMode="numeric"
        name="cap"
        min={1}
        max={500}
        required
        value={values.cap}
        error={errors.cap}
        onChange={(event) => set({ cap: event.target.value })}
      />
      <fieldset className="stack opening-form__types">
        <legend>{t('web.openings.typesLabel')}</legend>
        {PROJECT_TYPES.map((type) => (
          <SwitchOption
            key={type}
            label={t(`web.openings.types.${type}`)}
            hint={t(`web.openings.typeHints.${type}`)}
            checked={values.projectTypes.includes(type)}
            onChange={(on) =>
              set({
                projectTypes: PROJECT_TYPES.filter((each) =>
                  each === type ? on : values.projectTypes.includes(each),
                ),
              })
            }
          />
        ))}
        {errors.projectTypes && (
          <p className="field__error" role="alert">
            {errors.projectTypes}
          </p>
        )}
      </fieldset>
      <div className="stack opening-form__rule">
        <p className="opening-form__rule-title">{t('web.openings.ruleChoice')}</p>
        <SegmentedControl
          label={t('web.openings.ruleChoice')}
          value={values.rule}
          onValueChange={chooseRule}
          segments={OPENING_RULES.map((rule) => ({ value: rule, label: t(`web.openings.rules.${rule}`) }))}
        />
        <p className="muted">
          {values.rule === 'draw' ? t('web.openings.drawHint') : t('web.openings.ruleHint')}
        </p>
      </div>
      <div className="row">
        <Button type="submit" busy={busy} busyLabel={t('web.openings.saving')}>
          {props.current ? t('web.openings.saveEdit') : t('web.openings.schedule')}
        </Button>
        {props.onDismiss && (
          <Button variant="ghost" onClick={props.onDismiss}>
            {t('web.openings.keep')}
          </Button>
        )}
      </div>
    </form>
  );
}
