import './proposed-times.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { pathTo, portalPaths } from '#web/src/app/paths.ts';
import { ChoiceList } from '#web/src/components/choice-list/choice-list.tsx';
import { slotText } from '#web/src/components/portal/portal-item-summary.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatInstant } from '#web/src/lib/instants.ts';

type Proposal = NonNullable<PortalRequest['proposal']>;

interface ProposedTimesProps {
  request: PortalRequest & { proposal: Proposal };
  /** The time the client chose in the email (`?time=`), preselected if it is one of them. */
  initialTime?: string | undefined;
  /** While the pick is being sent. */
  picking: boolean;
  onPick: (slotId: string) => void;
}

/**
 * The times the artist proposed on a pending request (issue 30, item 3; ADR 0087), as selectable
 * cards with what the booking costs and until when they are kept, then a clear confirm: the pick
 * books the appointment at once. A lapsed proposal only says so (the artist may propose others).
 */
export function ProposedTimes({ request, initialTime, picking, onPick }: ProposedTimesProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { proposal } = request;
  const artist = request.artist.displayName;
  const [chosen, setChosen] = useState(
    proposal.slots.some((slot) => slot.slotId === initialTime) ? initialTime : undefined,
  );
  const [problem, setProblem] = useState<string | undefined>();
  const zone = proposal.slots[0]?.timezone ?? 'UTC';
  const endsAt = formatInstant(proposal.endsAt, locale, zone);

  if (proposal.state === 'lapsed') {
    return (
      <p className="portal-item__move proposed-times__lapsed" role="note">
        {t('web.portal.requests.proposal.lapsed', { artist, date: endsAt })}
      </p>
    );
  }
  const confirm = () => {
    if (!chosen) return setProblem(t('web.portal.requests.proposal.choose'));
    onPick(chosen);
  };
  const name = `proposal-${request.requestId}`;
  return (
    <section className="proposed-times" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="proposed-times__title">
        {t('web.portal.requests.proposal.title', { artist })}
      </h3>
      <ChoiceList
        legend={t('web.portal.requests.proposal.legend')}
        legendHidden
        name={name}
        className="proposed-times__choices"
        choices={proposal.slots.map((slot) => {
          const when = slotText(slot, locale);
          return { value: slot.slotId, label: when.date, detail: `${when.time} · ${when.zone}` };
        })}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setProblem(undefined);
        }}
        error={problem}
      />
      <p className="proposed-times__terms">
        {t('web.portal.requests.proposal.price', {
          price: formatPrice(proposal.priceCents, proposal.currency, locale),
        })}
        {proposal.depositCents !== undefined &&
          ` ${t('web.portal.requests.proposal.deposit', {
            deposit: formatPrice(proposal.depositCents, proposal.currency, locale),
          })}`}
      </p>
      <p className="muted">{t('web.portal.requests.proposal.until', { date: endsAt })}</p>
      <p className="portal-item__actions">
        <Button onClick={confirm} busy={picking} busyLabel={t('web.common.sending')}>
          {t('web.portal.requests.proposal.confirm')}
        </Button>
      </p>
    </section>
  );
}

/** The time the client chose in the email's button for this request (`?request=…&time=…`), if any. */
export function emailedTime(params: URLSearchParams, requestId: string): string | undefined {
  return params.get('request') === requestId ? (params.get('time') ?? undefined) : undefined;
}

/** The way on to the client's bookings, under the pick's message. */
export function BookingsLink() {
  const { t } = useTranslation();
  return (
    <p className="feedback-notice__next">
      <ButtonLink to={pathTo(portalPaths.bookings, {})} variant="secondary">
        {t('web.portal.requests.proposal.seeBooking')}
      </ButtonLink>
    </p>
  );
}
