import { useTranslation } from 'react-i18next';
import { pseudoField } from '#shared/validation/fields.ts';
import { usePseudoAvailability } from '#web/src/features/artist/api/get-pseudo-availability.ts';
import { useDebouncedValue } from '#web/src/features/artist/hooks/use-debounced-value.ts';

const PSEUDO_CHECK_DELAY_MS = 400;

/** Whether the typed pseudo is free, checked once typing pauses; announced politely. */
export function PseudoStatus({ value }: { value: string }) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(value, PSEUDO_CHECK_DELAY_MS);
  const parsed = pseudoField.safeParse(debounced);
  const pseudo = parsed.success ? parsed.data : null;
  const { data, isLoading } = usePseudoAvailability(pseudo);
  const settled = debounced === value;
  let text = '';
  if (pseudo && (!settled || isLoading)) text = t('web.account.onboarding.checking');
  else if (pseudo && data)
    text = data.available ? t('web.account.onboarding.available') : t('web.account.onboarding.taken');
  return (
    <p className="field__hint" role="status" aria-live="polite">
      {text}
    </p>
  );
}
