import './support.css';
import { Check, ChevronUp, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionView } from '#shared/api/contracts/support.ts';
import { SUGGESTION_STATUSES } from '#shared/domain/support.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { voteForSuggestion } from '#web/src/features/support/api/vote-for-suggestion.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';
import { SuggestionForm } from './suggestion-form.tsx';

/** One suggestion: its votes, the artist's vote (once), whether it is theirs. */
function SuggestionCard({ suggestion }: { suggestion: SuggestionView }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const vote = async () => {
    setBusy(true);
    try {
      await voteForSuggestion(suggestion.suggestionId);
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('web.support.suggestions.voteError'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card suggestion-card">
      <div className="suggestion-card__votes">
        <span className="suggestion-card__count">{suggestion.votes}</span>
        <span className="visually-hidden">
          {t('web.support.suggestions.votes', { count: suggestion.votes })}
        </span>
      </div>
      <div className="suggestion-card__text">
        <h3 className="suggestion-card__title">
          {suggestion.title}
          {suggestion.mine && (
            <span className="badge badge--accent">{t('web.support.suggestions.mine')}</span>
          )}
        </h3>
        <p className="suggestion-card__description">{suggestion.description}</p>
      </div>
      {suggestion.votedByMe ? (
        <span className="suggestion-card__voted">
          <Check aria-hidden="true" size={16} /> {t('web.support.suggestions.voted')}
        </span>
      ) : (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => void vote()}
          aria-label={t('web.support.suggestions.voteFor', { title: suggestion.title })}
        >
          <ChevronUp aria-hidden="true" size={16} /> {t('web.support.suggestions.vote')}
        </Button>
      )}
    </li>
  );
}

/** The three lists (in progress, coming, waiting), most voted first, and the way to suggest more. */
export function SuggestionBoard({ suggestions }: { suggestions: readonly SuggestionView[] }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="suggestion-new">
        <div className="row suggestion-board__new">
          <h2 id="suggestion-new">{t('web.support.suggestions.new')}</h2>
          {!writing && (
            <Button variant="secondary" onClick={() => setWriting(true)}>
              <Lightbulb aria-hidden="true" size={16} /> {t('web.support.suggestions.new')}
            </Button>
          )}
        </div>
        {writing && <SuggestionForm onSent={() => setWriting(false)} />}
      </section>
      {SUGGESTION_STATUSES.map((status) => {
        const items = suggestions.filter((suggestion) => suggestion.status === status);
        return (
          <section key={status} className="stack" aria-labelledby={`suggestions-${status}`}>
            <header className="suggestion-board__head">
              <h2 id={`suggestions-${status}`}>
                {t(`web.support.suggestions.lists.${status}`)}{' '}
                <span className="badge badge--neutral">{items.length}</span>
              </h2>
              <p className="muted">{t(`web.support.suggestions.listHints.${status}`)}</p>
            </header>
            {items.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t('web.support.suggestions.empty')}
                // The waiting list is where new ideas go: an empty one invites the first.
                {...(status === 'waiting' &&
                  !writing && {
                    action: (
                      <Button variant="secondary" onClick={() => setWriting(true)}>
                        {t('web.support.suggestions.new')}
                      </Button>
                    ),
                  })}
              />
            ) : (
              <ul className="plain-list suggestion-board__list">
                {items.map((suggestion) => (
                  <SuggestionCard key={suggestion.suggestionId} suggestion={suggestion} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
