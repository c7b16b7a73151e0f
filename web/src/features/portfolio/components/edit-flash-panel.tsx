import type { Currency } from '#shared/domain/money.ts';
import type { MeasurementUnit } from '#shared/domain/units.ts';
import { useDeleteFlash } from '#web/src/features/portfolio/api/delete-flash.ts';
import { useMyFlash } from '#web/src/features/portfolio/api/get-my-flash.ts';
import { useUpdateFlash } from '#web/src/features/portfolio/api/update-flash.ts';
import { useLocale } from '#web/src/features/portfolio/hooks/use-locale.ts';
import { flashFormValues } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { EditItemPanel } from './edit-item-panel.tsx';
import type { Feedback } from './feedback-alert.tsx';
import { FlashForm } from './flash-form.tsx';

const FLASH_HOOKS = { useItem: useMyFlash, useUpdate: useUpdateFlash, useDelete: useDeleteFlash };

interface EditFlashPanelProps {
  flashId: string;
  unit: MeasurementUnit;
  currency: Currency;
  /** Called once the flash is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/flashs/{id}`: edits one flash, or deletes it after a confirmation. */
export function EditFlashPanel({ flashId, unit, currency, onDeleted, onChanged }: EditFlashPanelProps) {
  const locale = useLocale();
  return (
    <EditItemPanel
      kind="flash"
      id={flashId}
      hooks={FLASH_HOOKS}
      onDeleted={onDeleted}
      onChanged={onChanged}
      renderForm={(flash, form) => (
        <FlashForm
          key={flash.flashId}
          unit={unit}
          currency={currency}
          previousCurrency={flash.currency}
          defaultValues={flashFormValues(flash, unit, locale)}
          {...form}
        />
      )}
    />
  );
}
