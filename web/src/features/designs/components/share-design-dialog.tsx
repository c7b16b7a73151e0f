import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignView } from '#shared/api/contracts/designs.ts';
import { addDays, DESIGN_LIMITS } from '#shared/domain/designs/design-rules.ts';
import { type ImageRef, ImageUpload } from '#web/src/components/image-upload/image-upload.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { shareMyDesign } from '#web/src/features/designs/api/artist-designs.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface ShareDesignDialogProps {
  requestId: string;
  design: DesignView;
  onShared: (design: DesignView, version: number) => void;
  onClose: () => void;
}

/**
 * "Share a design" (ADR 0090): 1-4 private images (uploaded as `sketch`: resized, never public), a
 * note and the day the client answers by (the policy's proposal). The same version sent twice is
 * shared once (the server keys it by its number).
 */
export function ShareDesignDialog({ requestId, design, onShared, onClose }: ShareDesignDialogProps) {
  const { t } = useTranslation();
  const version = (design.versions[0]?.version ?? 0) + 1;
  // From today to 30 days ahead (the server checks it again in the artist's zone).
  const today = new Date().toLocaleDateString('en-CA');
  const [images, setImages] = useState<ImageRef[]>([]);
  const [note, setNote] = useState('');
  const [answerBy, setAnswerBy] = useState(design.proposedAnswerBy ?? '');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const imageIds = images.map((image) => image.imageId);
      onShared(await shareMyDesign(requestId, { version, imageIds, note, answerBy }), version);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.designs.shareFailed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t(version > 1 ? 'web.designs.shareNext' : 'web.designs.share', { version })}
      onClose={onClose}
    >
      <form className="stack" onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error">
            {t('web.designs.shareFailed')}: {failure}
          </Alert>
        )}
        <ImageUpload
          kind="sketch"
          label={t('web.designs.images')}
          value={images}
          onChange={setImages}
          multiple
          max={DESIGN_LIMITS.maxImages}
          onBusyChange={setUploading}
        />
        <TextareaField
          label={t('web.designs.note')}
          hint={t('web.designs.noteHint')}
          name="note"
          rows={3}
          maxLength={DESIGN_LIMITS.maxNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <TextField
          label={t('web.designs.answerBy')}
          hint={t('web.designs.answerByHint')}
          name="answerBy"
          type="date"
          min={today}
          max={addDays(today, DESIGN_LIMITS.maxAnswerDays)}
          required
          value={answerBy}
          onChange={(event) => setAnswerBy(event.target.value)}
        />
        <div className="row">
          <Button
            type="submit"
            busy={busy}
            busyLabel={t('web.designs.sending')}
            disabled={images.length === 0 || uploading || !answerBy}
          >
            {t('web.designs.send')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.designs.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
