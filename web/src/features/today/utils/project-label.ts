import type { TFunction } from 'i18next';
import type { ProjectView } from '#shared/api/contracts/lifecycle-views.ts';

/** What a booking or request is for, as Today words it: the flash's title, or the project's type. */
export function projectLabel(
  { flash, projectType }: Pick<ProjectView, 'flash' | 'projectType'>,
  t: TFunction,
): string {
  if (projectType !== 'flash') return t(`web.workspace.today.project.${projectType}`);
  return flash
    ? t('web.workspace.today.project.flash', { title: flash.title })
    : t('web.workspace.today.project.flashUntitled');
}
