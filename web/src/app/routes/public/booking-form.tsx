import bookingMessages from 'virtual:inkslot-message-sections/booking';
import depositPolicyMessages from 'virtual:inkslot-message-sections/depositPolicy';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { BookingForm } from '#web/src/features/booking/components/booking-form.tsx';
import type { BookingDraft } from '#web/src/features/booking/utils/booking-draft.ts';
import { getMyClientProfile } from '#web/src/features/portal-profile/api/get-my-client-profile.ts';
import { publicProfileKey } from '#web/src/features/public-profile/api/get-public-profile.ts';
import { recordPageView } from '#web/src/features/public-profile/api/record-page-view.ts';
import { readAuthToken } from '#web/src/lib/session-token.ts';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** A book opening's countdown, loaded only while one keeps the books closed (ADR 0092, 0100). */
const Countdown = lazy(() => import('./opening-countdown.tsx'));

function isProjectType(value: string | undefined): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * `/{pseudo}/form` and `/{pseudo}/form/{type}` (type: `flash`, `custom` or `touchup`; a flash may be
 * named by `?flash={flashId}`): the booking form, from the artist page's one response. One route
 * with an optional segment, so moving from the type to the next steps keeps the form mounted.
 */
function BookingFormRoute() {
  const { t, i18n } = useTranslation();
  const { pseudo = '', type } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const clientPrefill = useSignedInClient();
  // The funnel's second step: the form opened (ADR 0048); an unknown pseudo answers 404, nothing counted.
  useEffect(() => {
    if (pseudo) recordPageView(pseudo, 'form', i18n.language);
  }, [pseudo, i18n.language]);
  if (type !== undefined && !isProjectType(type)) return <NotFound path={location.pathname} />;
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => (
        <>
          <PageTitle page={t('web.booking.pageTitle', { displayName: profile.displayName })} />
          {profile.opening?.state === 'scheduled' && (
            // An opening announced: when, and "email me when it opens"; at its start the page reads again.
            <Suspense>
              <div className="booking-opening">
                <Countdown profile={profile} onChange={() => mutate(publicProfileKey(pseudo))} />
              </div>
            </Suspense>
          )}
          <BookingForm
            profile={profile}
            urlType={type}
            urlFlashId={search.get('flash') ?? undefined}
            clientPrefill={clientPrefill}
          />
        </>
      )}
    </PublicProfileGate>
  );
}

/** The portal's signed-in client (a stored portal token), as the form's client step holds it. */
function useSignedInClient(): BookingDraft['client'] | undefined {
  const [client, setClient] = useState<BookingDraft['client']>();
  useEffect(() => {
    if (!readAuthToken()) return;
    getMyClientProfile()
      .then((me) =>
        setClient({
          firstName: me.firstName,
          lastName: me.lastName,
          age: String(me.age),
          email: me.email,
          instagram: me.instagram ?? '',
          alreadyTattooed: me.alreadyTattooed,
        }),
      )
      // Signed out or expired: the client types their details, as anyone does.
      .catch(() => undefined);
  }, []);
  return client;
}

/** The form's words (`web.booking`, the policy's `web.depositPolicy`) come with it, not with the app's first load. */
export const Component = withSectionMessages([bookingMessages, depositPolicyMessages], BookingFormRoute);
