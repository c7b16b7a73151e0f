import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_CHARS } from '../../../../shared/domain/messages/message-rules.ts';

const DRAFT_KEY = 'inkslot:draft:';

function readDraft(conversationId: string): string {
  try {
    return localStorage.getItem(DRAFT_KEY + conversationId) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(conversationId: string, text: string) {
  try {
    if (text) localStorage.setItem(DRAFT_KEY + conversationId, text);
    else localStorage.removeItem(DRAFT_KEY + conversationId);
  } catch {
    // Private browsing without storage: the draft lives as long as the page.
  }
}

/**
 * Where a message is written: a text area that grows with its text, Enter to send (Shift + Enter for
 * a new line), the count near the limit. The draft is kept per conversation in the browser, so a
 * reload or a lost connection loses nothing typed.
 */
export function Composer({
  conversationId,
  onSend,
}: {
  conversationId: string;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => readDraft(conversationId));
  const area = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useEffect(() => setText(readDraft(conversationId)), [conversationId]);
  useEffect(() => writeDraft(conversationId, text), [conversationId, text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 192)}px`;
  }, [text]);

  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_MESSAGE_CHARS;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    setText('');
    area.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor={`${hintId}-text`} className="visually-hidden">
        {t('web.conversations.composer.label')}
      </label>
      <textarea
        id={`${hintId}-text`}
        ref={area}
        className="composer__input"
        rows={1}
        value={text}
        placeholder={t('web.conversations.composer.placeholder')}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="button composer__send"
        disabled={!trimmed || tooLong}
        aria-label={t('web.conversations.composer.send')}
      >
        <SendHorizontal aria-hidden="true" size={18} />
      </button>
      <p id={hintId} className={`composer__hint${tooLong ? ' composer__hint--error' : ''}`}>
        {trimmed.length > MAX_MESSAGE_CHARS - 500
          ? t('web.conversations.composer.counter', { count: trimmed.length })
          : t('web.conversations.composer.hint')}
      </p>
    </form>
  );
}
