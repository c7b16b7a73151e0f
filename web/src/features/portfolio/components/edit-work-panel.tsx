import { useDeleteWork } from '#web/src/features/portfolio/api/delete-work.ts';
import { useMyWork } from '#web/src/features/portfolio/api/get-my-work.ts';
import { useUpdateWork } from '#web/src/features/portfolio/api/update-work.ts';
import { workFormValues } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { EditItemPanel } from './edit-item-panel.tsx';
import type { Feedback } from './feedback-alert.tsx';
import { WorkForm } from './work-form.tsx';

const WORK_HOOKS = { useItem: useMyWork, useUpdate: useUpdateWork, useDelete: useDeleteWork };

interface EditWorkPanelProps {
  workId: string;
  /** Called once the work is deleted, with the success message to show on the list. */
  onDeleted: (feedback: Feedback) => void;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/done/{id}`: edits one realisation, or deletes it after a confirmation. */
export function EditWorkPanel({ workId, onDeleted, onChanged }: EditWorkPanelProps) {
  return (
    <EditItemPanel
      kind="work"
      id={workId}
      hooks={WORK_HOOKS}
      onDeleted={onDeleted}
      onChanged={onChanged}
      renderForm={(work, form) => (
        <WorkForm key={work.workId} defaultValues={workFormValues(work)} {...form} />
      )}
    />
  );
}
