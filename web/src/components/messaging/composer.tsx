import { ImagePlus, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { MAX_MESSAGE_CHARS, MAX_MESSAGE_PHOTOS } from '#shared/domain/messages/message-rules.ts';
import { type ImageRef, ImageUploadField } from '#web/src/components/image-upload/image-upload-field.tsx';
import type { UploadEndpoints } from '#web/src/components/image-upload/upload-endpoints.ts';

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
 * a new line), the count near the limit, and up to six photos (the image pipeline: checked, resized,
 * kept private to the conversation). The draft's text is kept per conversation in the browser, so a
 * reload or a lost connection loses nothing typed.
 */
export function Composer({
  conversationId,
  photoEndpoints,
  onSend,
}: {
  conversationId: string;
  photoEndpoints: UploadEndpoints;
  onSend: (text: string, photos: PublicImage[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => readDraft(conversationId));
  const [photos, setPhotos] = useState<ImageRef[]>([]);
  const [photosOpen, setPhotosOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useEffect(() => {
    setText(readDraft(conversationId));
    setPhotos([]);
    setPhotosOpen(false);
  }, [conversationId]);
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
  const ready = photos.flatMap((photo) => (photo.image ? [photo.image] : []));
  const canSend = (trimmed.length > 0 || ready.length > 0) && !tooLong && !uploading;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(trimmed, ready);
    setText('');
    setPhotos([]);
    setPhotosOpen(false);
    area.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const showPhotos = photosOpen || photos.length > 0 || uploading;

  return (
    <form className="composer" onSubmit={submit}>
      {showPhotos && (
        <div className="composer__photos">
          <ImageUploadField
            endpoints={photoEndpoints}
            label={t('web.conversations.composer.photos')}
            value={photos}
            onChange={setPhotos}
            multiple
            max={MAX_MESSAGE_PHOTOS}
            onBusyChange={setUploading}
          />
        </div>
      )}
      <button
        type="button"
        className="button button--ghost composer__attach"
        aria-label={t('web.conversations.composer.addPhotos')}
        aria-expanded={showPhotos}
        disabled={photos.length > 0 || uploading}
        onClick={() => setPhotosOpen((open) => !open)}
      >
        <ImagePlus aria-hidden="true" size={20} />
      </button>
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
        disabled={!canSend}
        aria-label={t('web.conversations.composer.send')}
      >
        <SendHorizontal aria-hidden="true" size={18} />
      </button>
      <p id={hintId} className={`composer__hint${tooLong ? ' composer__hint--error' : ''}`}>
        {trimmed.length > MAX_MESSAGE_CHARS - 500
          ? t('web.conversations.composer.counter', { count: trimmed.length })
          : uploading
            ? t('web.conversations.composer.photosBusy')
            : t('web.conversations.composer.hint')}
      </p>
    </form>
  );
}
