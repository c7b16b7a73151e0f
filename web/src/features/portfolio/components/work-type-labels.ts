import type { WorkType } from '#shared/domain/work-types.ts';

/** The i18n key of each project type's name. */
export const WORK_TYPE_LABELS = {
  flash: 'web.portfolio.form.types.flash',
  custom: 'web.portfolio.form.types.custom',
  touchup: 'web.portfolio.form.types.touchup',
} as const satisfies Record<WorkType, string>;
