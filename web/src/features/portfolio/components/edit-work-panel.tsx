import { useTranslation } from 'react-i18next';
import { useDeleteWork } from '../api/delete-work.ts';
import { useMyWork } from '../api/get-my-work.ts';
import { useUpdateWork } from '../api/update-work.ts';
import { workFormValues } from '../utils/portfolio-form-values.ts';
import { MY_WORKS_PATH } from '../utils/portfolio-paths.ts';
import { EditItemPanel } from './edit-item-panel.tsx';
import type { Feedback } from './feedback-alert.tsx';
import { WorkForm } from './work-form.tsx';

interface EditWorkPanelProps {
  workId: string;
  /** Called once the work is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/done/{id}`: edits one realisation, or deletes it after a confirmation. */
export function EditWorkPanel({ workId, onDeleted, onChanged }: EditWorkPanelProps) {
  const { t } = useTranslation();
  const item = useMyWork(workId);
  const { trigger: update } = useUpdateWork(workId);
  const { trigger: remove, isMutating: deleting } = useDeleteWork(workId);
  return (
    <EditItemPanel
      kind="work"
      backPath={MY_WORKS_PATH}
      item={item}
      update={update}
      remove={remove}
      deleting={deleting}
      onDeleted={onDeleted}
      onChanged={onChanged}
      renderForm={(work, { onSubmit, deleteButton }) => (
        <WorkForm
          key={work.workId}
          defaultValues={workFormValues(work)}
          submitLabel={t('web.portfolio.form.save')}
          onSubmit={onSubmit}
        >
          {deleteButton}
        </WorkForm>
      )}
    />
  );
}
