import preferencesMessages from 'virtual:inkslot-message-sections/preferences';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { MY_ARTIST_KEY, useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { PreferencesForm } from '#web/src/features/preferences/components/preferences-form.tsx';
import { applyAccountPreferences } from '#web/src/lib/account-preferences.ts';

/**
 * `/app/settings/preferences`: language, time zone, unit, hour format, currency, theme. Saving applies
 * the language and the theme in this browser at once and refreshes the account everyone reads.
 */
function Preferences() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  const saved = async (next: MyArtist) => {
    // Merged into the cached account: `GET /me` carries more than the preferences answer.
    void mutate(MY_ARTIST_KEY, (current?: MyArtist) => ({ ...current, ...next }), { revalidate: false });
    await applyAccountPreferences(next);
  };
  return (
    <div className="stack">
      <PageTitle page={t('web.preferences.pageTitle')} />
      <h1>{t('web.preferences.title')}</h1>
      <p className="muted">{t('web.preferences.intro')}</p>
      {artist ? <PreferencesForm artist={artist} onSaved={saved} /> : <PageLoader />}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.preferences`), loaded with the page. */
export const Component = withSectionMessages(preferencesMessages, Preferences);
