import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';

/** The exit-booking-form popup (spec section 2): leaving loses what was entered. */
export function ExitDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('web.booking.exit.title')} onClose={onStay}>
      <p>{t('web.booking.exit.text')}</p>
      <div className="row">
        <Button onClick={onStay}>{t('web.booking.exit.stay')}</Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('web.booking.exit.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
