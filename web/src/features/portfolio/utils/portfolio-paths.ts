/** The public addresses of an artist's flashes and works (spec section 2). */
export function flashesPath(pseudo: string): string {
  return `/${encodeURIComponent(pseudo)}/flashs`;
}

export function flashPath(pseudo: string, flashId: string): string {
  return `${flashesPath(pseudo)}/${encodeURIComponent(flashId)}`;
}

export function worksPath(pseudo: string): string {
  return `/${encodeURIComponent(pseudo)}/done`;
}

export function workPath(pseudo: string, workId: string): string {
  return `${worksPath(pseudo)}/${encodeURIComponent(workId)}`;
}

/** The booking form for a flash (`/{pseudo}/form/{type}`), naming the flash. */
export function bookFlashPath(pseudo: string, flashId: string): string {
  return `/${encodeURIComponent(pseudo)}/form/flash?flash=${encodeURIComponent(flashId)}`;
}

/** The artist area's pages. */
export const MY_FLASHES_PATH = '/app/profile/flashs';
export const MY_WORKS_PATH = '/app/profile/done';

export function myFlashPath(flashId: string): string {
  return `${MY_FLASHES_PATH}/${encodeURIComponent(flashId)}`;
}

export function myWorkPath(workId: string): string {
  return `${MY_WORKS_PATH}/${encodeURIComponent(workId)}`;
}
