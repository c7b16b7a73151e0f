import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { policyLines } from '#shared/domain/billing/deposit-policy.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { PolicyList } from '#web/src/components/deposit-policy/policy-list.tsx';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import type { BookingDraft, StepId } from '#web/src/features/booking/utils/booking-draft.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay, zoneLabel } from '#web/src/lib/wall-time.ts';

interface SummaryStepProps {
  profile: PublicProfile;
  draft: BookingDraft;
  onEdit: (step: StepId) => void;
  /** Why the last send failed, already translated. */
  notice?: string | undefined;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: StepId;
  onEdit: (step: StepId) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="booking-summary__section">
      <div className="booking-summary__head">
        <h3>{title}</h3>
        <Button
          variant="link"
          onClick={() => onEdit(step)}
          aria-label={t('web.booking.summary.edit', { section: title })}
        >
          {t('web.booking.summary.editShort')}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Everything the request will say, each part with a way back to change it, before sending. */
export function SummaryStep({ profile, draft, onEdit, notice }: SummaryStepProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const flash =
    draft.type === 'flash' ? profile.flashes.find((item) => item.flashId === draft.flashId) : undefined;
  const { description, client, slot } = draft;
  return (
    <>
      {notice && <Alert tone="error">{notice}</Alert>}
      <Section
        title={t('web.booking.summary.project')}
        step={flash ? 'flash' : 'description'}
        onEdit={onEdit}
      >
        <p>{tk(`web.booking.type.${draft.type ?? 'custom'}.label`)}</p>
        {flash && (
          <p>
            <strong>{flash.title}</strong> · {formatPrice(flash.priceCents, flash.currency, locale)}
          </p>
        )}
      </Section>
      <Section title={t('web.booking.summary.description')} step="description" onEdit={onEdit}>
        <dl className="booking-summary__facts">
          <div>
            <dt>{t('web.booking.description.placement')}</dt>
            <dd>{description.placement}</dd>
          </div>
          <div>
            <dt>{t('web.booking.description.size')}</dt>
            <dd>{description.size}</dd>
          </div>
          {description.text.trim() && (
            <div>
              <dt>{t('web.booking.description.text')}</dt>
              <dd className="booking-summary__text">{description.text}</dd>
            </div>
          )}
        </dl>
      </Section>
      <Section title={t('web.booking.summary.images')} step="images" onEdit={onEdit}>
        {draft.images.length === 0 ? (
          <p className="muted">{t('web.booking.summary.noImages')}</p>
        ) : (
          <ul className="booking-summary__images">
            {draft.images.map((ref, index) =>
              ref.image ? (
                <li key={ref.imageId}>
                  <ResponsiveImage
                    image={ref.image}
                    alt={t('web.images.image', { index: index + 1 })}
                    sizes="4.5rem"
                    className="booking-summary__thumb"
                  />
                </li>
              ) : (
                <li key={ref.imageId}>{t('web.images.image', { index: index + 1 })}</li>
              ),
            )}
          </ul>
        )}
      </Section>
      <Section title={t('web.booking.summary.date')} step="date" onEdit={onEdit}>
        {slot && (
          <>
            <p>
              <strong>{formatDay(slot.date, locale)}</strong>,{' '}
              {formatClockRange(slot.start, slot.minutes, locale, profile.hourFormat)}
            </p>
            <p className="muted">{t('web.booking.date.zone', { zone: zoneLabel(slot.timezone, locale) })}</p>
            {slot.location && <p>{t('web.booking.date.guestSpot', slot.location)}</p>}
          </>
        )}
      </Section>
      <Section title={t('web.booking.summary.details')} step="details" onEdit={onEdit}>
        <dl className="booking-summary__facts">
          <div>
            <dt>{t('web.booking.summary.name')}</dt>
            <dd>
              {client.firstName} {client.lastName}
            </dd>
          </div>
          <div>
            <dt>{t('web.booking.details.age')}</dt>
            <dd>{t('web.booking.summary.age', { age: client.age.trim() })}</dd>
          </div>
          <div>
            <dt>{t('web.booking.details.email')}</dt>
            <dd>{client.email.trim()}</dd>
          </div>
          {client.instagram.trim() && (
            <div>
              <dt>{t('web.booking.details.instagram')}</dt>
              <dd>@{client.instagram.trim().replace(/^@/, '')}</dd>
            </div>
          )}
          <div>
            <dt>{t('web.booking.details.alreadyTattooed')}</dt>
            <dd>{t(client.alreadyTattooed ? 'web.booking.details.yes' : 'web.booking.details.no')}</dd>
          </div>
        </dl>
      </Section>
      {profile.depositPolicy && (
        <section className="booking-summary__section">
          <div className="booking-summary__head">
            <h3>{t('web.depositPolicy.title')}</h3>
          </div>
          <PolicyList lines={policyLines(profile.depositPolicy)} />
        </section>
      )}
    </>
  );
}
