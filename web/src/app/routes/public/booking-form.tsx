import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PROJECT_TYPES, type ProjectType } from '../../../../../shared/domain/booking/reservation-rules.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { BookingForm } from '../../../features/booking/components/booking-form.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

function isProjectType(value: string | undefined): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * `/{pseudo}/form` and `/{pseudo}/form/{type}` (type: `flash`, `custom` or `touchup`; a flash may be
 * named by `?flash={flashId}`): the booking form, from the artist page's one response. One route
 * with an optional segment, so moving from the type to the next steps keeps the form mounted.
 */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '', type } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  if (type !== undefined && !isProjectType(type)) return <NotFound path={location.pathname} />;
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => (
        <>
          <PageTitle page={t('web.booking.pageTitle', { displayName: profile.displayName })} />
          <BookingForm profile={profile} urlType={type} urlFlashId={search.get('flash') ?? undefined} />
        </>
      )}
    </PublicProfileGate>
  );
}
