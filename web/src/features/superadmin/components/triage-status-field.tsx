import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';

/**
 * The status select of a triaged record (a bug report, a suggestion): saves the chosen status, then
 * says so in a toast, or why it could not.
 */
export function TriageStatusField<S extends string>({
  label,
  value,
  statuses,
  optionLabel,
  savedTitle,
  save,
}: {
  label: string;
  value: S;
  statuses: readonly S[];
  optionLabel: (status: S) => string;
  savedTitle: string;
  save: (status: S) => Promise<void>;
}) {
  const { t } = useTranslation();
  const change = async (status: S) => {
    try {
      await save(status);
      showToast({ tone: 'success', title: savedTitle });
    } catch (failure) {
      showToast({
        tone: 'error',
        title: t('web.superadmin.artists.actionError'),
        description: isApiError(failure) ? failure.message : undefined,
      });
    }
  };
  return (
    <SelectField label={label} value={value} onChange={(event) => void change(event.target.value as S)}>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {optionLabel(status)}
        </option>
      ))}
    </SelectField>
  );
}
