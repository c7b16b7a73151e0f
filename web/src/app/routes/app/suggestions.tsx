import supportMessages from 'virtual:inkslot-message-sections/support';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useSuggestions } from '../../../features/support/api/list-suggestions.ts';
import { SuggestionBoard } from '../../../features/support/components/suggestion-board.tsx';
import { withSectionMessages } from '../../with-section-messages.tsx';

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
