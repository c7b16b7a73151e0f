import type { Currency } from '#shared/domain/money.ts';
import type { MeasurementUnit } from '#shared/domain/units.ts';
import { useCreateFlash } from '#web/src/features/portfolio/api/create-flash.ts';
import { useMyFlashes } from '#web/src/features/portfolio/api/list-my-flashes.ts';
import { EMPTY_FLASH_FORM } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import type { Feedback } from './feedback-alert.tsx';
import { FlashCardFacts } from './flash-card.tsx';
import { FlashForm } from './flash-form.tsx';
import { PortfolioItemList } from './portfolio-item-list.tsx';
import { PortfolioListPanel } from './portfolio-list-panel.tsx';

interface MyFlashesPanelProps {
  unit: MeasurementUnit;
  currency: Currency;
  /** A message brought from another page (the flash just deleted). */
  notice?: Feedback | undefined;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/flashs`: the artist's flashes and the form that adds one. */
export function MyFlashesPanel({ unit, currency, notice, onChanged }: MyFlashesPanelProps) {
  const list = useMyFlashes();
  const { trigger } = useCreateFlash();
  return (
    <PortfolioListPanel
      kind="flash"
      list={list}
      create={trigger}
      notice={notice}
      onChanged={onChanged}
      renderList={(flashes) => (
        <PortfolioItemList
          kind="flash"
          items={flashes}
          idOf={(flash) => flash.flashId}
          renderFacts={(flash) => <FlashCardFacts flash={flash} unit={unit} />}
        />
      )}
      renderForm={(form) => (
        <FlashForm unit={unit} currency={currency} defaultValues={EMPTY_FLASH_FORM} {...form} />
      )}
    />
  );
}
