import supportMessages from 'virtual:inkslot-message-sections/support';
import { useTranslation } from 'react-i18next';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useSuggestions } from '#web/src/features/support/api/list-suggestions.ts';
import { SuggestionBoard } from '#web/src/features/support/components/suggestion-board.tsx';

/** `/app/settings/suggestions`: suggest a feature, vote for others. */
function Suggestions() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSuggestions();
  return (
    <div className="stack">
      <PageTitle page={t('web.support.suggestions.pageTitle')} />
      <header>
        <h1>{t('web.support.suggestions.title')}</h1>
        <p className="muted">{t('web.support.suggestions.intro')}</p>
      </header>
      {error ? (
        <LoadError error={error} onRetry={() => mutate()} />
      ) : data ? (
        <SuggestionBoard suggestions={data.items} />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}

/** Its words are a lazy section of the catalogue (`web.support`), loaded with the page. */
export const Component = withSectionMessages(supportMessages, Suggestions);
