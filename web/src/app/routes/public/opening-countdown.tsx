import openingCountdownMessages from 'virtual:inkslot-message-sections/openingCountdown';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import OpeningCountdown from '#web/src/features/public-profile/components/opening-countdown.tsx';

/**
 * A book opening's countdown with its words (a lazy section): loaded by the artist page only for an
 * artist with an opening, so neither is in the page's first load (ADR 0092).
 */
export default function OpeningCountdownSection({
  profile,
  onChange,
}: {
  profile: PublicProfile;
  onChange: () => unknown;
}) {
  if (!profile.opening) return null;
  return (
    <OpeningCountdown
      opening={profile.opening}
      pseudo={profile.pseudo}
      hourFormat={profile.hourFormat}
      onChange={onChange}
      messages={openingCountdownMessages}
    />
  );
}
