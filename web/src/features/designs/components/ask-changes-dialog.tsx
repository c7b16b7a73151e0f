import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignView } from '#shared/api/contracts/designs.ts';
import { DESIGN_LIMITS, revisionsLeft } from '#shared/domain/designs/design-rules.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface AskChangesDialogProps {
  design: DesignView;
  /** Sends the comment with the price shown (0: included); rejects with the API's message. */
  onConfirm: (comment: string, acceptedPriceCents: number) => Promise<void>;
  onClose: () => void;
}

/**
 * "Ask for changes" (ADR 0090): what to change (required), and before confirming what this revision
 * costs: included (how many are left), or its price, paid online before the artist gets it.
 */
export function AskChangesDialog({ design, onConfirm, onClose }: AskChangesDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const priceCents = design.nextRevision.priceCents;
  const price = formatPrice(priceCents, design.currency, locale);
  const left = revisionsLeft(design, design.revisionsUsed);

  const confirm = async () => {
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(comment.trim(), priceCents);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : t('web.designs.client.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('web.designs.client.changesTitle')} onClose={onClose}>
      <div className="stack">
        {failure && (
          <Alert tone="error">
            {t('web.designs.client.failed')}: {failure}
          </Alert>
        )}
        <TextareaField
          label={t('web.designs.client.changesLabel')}
          hint={t('web.designs.client.changesHint')}
          name="comment"
          required
          data-autofocus
          rows={4}
          maxLength={DESIGN_LIMITS.maxComment}
          value={comment}
          error={missing && !comment.trim() ? t('web.designs.client.commentRequired') : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        <p className={priceCents > 0 ? 'design-price' : 'muted'}>
          {priceCents > 0
            ? t('web.designs.client.priced', { included: design.revisionsIncluded, price })
            : t('web.designs.client.included', { left, included: design.revisionsIncluded })}
        </p>
        <div className="row">
          <Button onClick={() => void confirm()} busy={busy} busyLabel={t('web.designs.sending')}>
            {priceCents > 0
              ? t('web.designs.client.confirmPaid', { price })
              : t('web.designs.client.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.designs.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
