import { useCreateWork } from '#web/src/features/portfolio/api/create-work.ts';
import { useMyWorks } from '#web/src/features/portfolio/api/list-my-works.ts';
import { EMPTY_WORK_FORM } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import type { Feedback } from './feedback-alert.tsx';
import { PortfolioItemList } from './portfolio-item-list.tsx';
import { PortfolioListPanel } from './portfolio-list-panel.tsx';
import { WorkCardType } from './work-card.tsx';
import { WorkForm } from './work-form.tsx';

interface MyWorksPanelProps {
  /** A message brought from another page (the work just deleted). */
  notice?: Feedback | undefined;
  /** Called after each successful change (the route marks the public page edited). */
  onChanged?: () => void;
}

/** `/app/profile/done`: the artist's realisations and the form that adds one. */
export function MyWorksPanel({ notice, onChanged }: MyWorksPanelProps) {
  const list = useMyWorks();
  const { trigger } = useCreateWork();
  return (
    <PortfolioListPanel
      kind="work"
      list={list}
      create={trigger}
      notice={notice}
      onChanged={onChanged}
      renderList={(works) => (
        <PortfolioItemList
          kind="work"
          items={works}
          idOf={(work) => work.workId}
          renderFacts={(work) => <WorkCardType work={work} />}
        />
      )}
      renderForm={(form) => <WorkForm defaultValues={EMPTY_WORK_FORM} {...form} />}
    />
  );
}
