import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Currency } from '#shared/domain/money.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { useKeyShortcuts } from '#web/src/features/requests/hooks/use-key-shortcuts.ts';
import {
  type ActionOutcome,
  type RenderMoveDialog,
  RequestActions,
  ShortcutKey,
} from './request-actions.tsx';
import { RequestCard } from './request-card.tsx';

/** The stack's own shortcuts, beside the actions' (A, D, M). */
const STACK_KEYS = { next: 'N', previous: 'P' } as const;

interface RequestStackProps {
  requests: readonly RequestView[];
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  moveDialog: RenderMoveDialog;
  backSearch: string;
  /** An answer's outcome; `focusNotice` when no request is left to show (the notice takes the focus). */
  onOutcome: (outcome: ActionOutcome, focusNotice: boolean) => void;
  /** The single-key shortcuts, as the artist's features say (`/app/settings/features`), and their switch. */
  shortcuts: boolean;
  onShortcutsChange: (on: boolean) => void;
}

/**
 * Fast triage, one request at a time: accept, decline, change the slot, or go to the next one. Each
 * button names its key (`aria-keyshortcuts`), shown beside it; the artist can turn the single-key
 * shortcuts off, here or in the features (the choice follows the account). After an answer the next request shows and its heading takes the focus.
 */
export function RequestStack({
  requests,
  currency,
  hourFormat,
  moveDialog,
  backSearch,
  onOutcome,
  shortcuts,
  onShortcutsChange,
}: RequestStackProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [position, setPosition] = useState<{ id?: string | undefined; index: number }>({ index: 0 });
  const [focusTurn, setFocusTurn] = useState(0);
  const found = requests.findIndex((request) => request.requestId === position.id);
  const index = found >= 0 ? found : Math.max(0, Math.min(position.index, requests.length - 1));
  const request = requests[index];
  const total = requests.length;

  useEffect(() => {
    if (focusTurn > 0) headingRef.current?.focus();
  }, [focusTurn]);

  const go = (delta: number) => {
    if (total < 2) return;
    const next = (index + delta + total) % total;
    setPosition({ id: requests[next]?.requestId, index: next });
    setFocusTurn((turn) => turn + 1);
  };
  useKeyShortcuts(
    { [STACK_KEYS.next.toLowerCase()]: () => go(1), [STACK_KEYS.previous.toLowerCase()]: () => go(-1) },
    shortcuts && total > 1,
  );

  if (!request) return null;

  const onDone = (outcome: ActionOutcome) => {
    if (!outcome.left) {
      onOutcome(outcome, false);
      return;
    }
    const after = requests[index + 1] ?? requests[index - 1];
    setPosition({ id: after?.requestId, index });
    onOutcome(outcome, !after);
    if (after) setFocusTurn((turn) => turn + 1);
  };
  const shortcut = (key: string) => (shortcuts ? { 'aria-keyshortcuts': key } : {});

  return (
    <section className="request-stack" aria-labelledby={headingId}>
      <p className="request-stack__position" aria-live="polite">
        {t('web.requests.stack.position', { current: index + 1, total })}
      </p>
      <RequestCard
        key={`card-${request.requestId}`}
        request={request}
        hourFormat={hourFormat}
        headingRef={headingRef}
        headingId={headingId}
        backSearch={backSearch}
      />
      <RequestActions
        key={`actions-${request.requestId}`}
        request={request}
        currency={currency}
        hourFormat={hourFormat}
        moveDialog={moveDialog}
        shortcuts={shortcuts}
        onDone={onDone}
      />
      {total > 1 && (
        <div className="row request-stack__nav">
          <Button variant="secondary" onClick={() => go(-1)} {...shortcut(STACK_KEYS.previous)}>
            {t('web.requests.stack.previous')}
            {shortcuts && <ShortcutKey>{STACK_KEYS.previous}</ShortcutKey>}
          </Button>
          <Button variant="secondary" onClick={() => go(1)} {...shortcut(STACK_KEYS.next)}>
            {t('web.requests.stack.next')}
            {shortcuts && <ShortcutKey>{STACK_KEYS.next}</ShortcutKey>}
          </Button>
        </div>
      )}
      <div className="request-stack__shortcuts">
        <label className="check-option">
          <input
            type="checkbox"
            checked={shortcuts}
            aria-describedby={shortcuts ? hintId : undefined}
            onChange={(event) => onShortcutsChange(event.target.checked)}
          />
          {t('web.requests.stack.shortcuts')}
        </label>
        {shortcuts && (
          <p className="field__hint" id={hintId}>
            {t('web.requests.stack.shortcutsHint')}
          </p>
        )}
      </div>
    </section>
  );
}
