import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';

/**
 * The booking form's addresses (spec section 2): `/{pseudo}/form` (choose the project type),
 * `/{pseudo}/form/{type}` with the slugs `flash`, `custom` and `touchup` (a flash may be named by
 * `?flash={flashId}`, as the flash pages link to it), and `/{pseudo}/form/confirmation`.
 */
export function formPath(pseudo: string, type?: ProjectType): string {
  return pathTo(artistPaths.form, { pseudo, type });
}

export function confirmationPath(pseudo: string): string {
  return pathTo(artistPaths.formConfirmation, { pseudo });
}

/** Whether a path is one of this artist's booking form pages (moving between them leaves nothing). */
export function isFormPath(pseudo: string, pathname: string): boolean {
  const base = formPath(pseudo).toLowerCase();
  const path = pathname.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}
