import { appPaths, artistPaths, pathTo } from '#web/src/app/paths.ts';
/** The public addresses of an artist's flashes and works (spec section 2). */
export function flashesPath(pseudo: string): string {
  return pathTo(artistPaths.flashes, { pseudo });
}

export function flashPath(pseudo: string, flashId: string): string {
  return pathTo(artistPaths.flash, { pseudo, id: flashId });
}

export function worksPath(pseudo: string): string {
  return pathTo(artistPaths.works, { pseudo });
}

export function workPath(pseudo: string, workId: string): string {
  return pathTo(artistPaths.work, { pseudo, id: workId });
}

/** The booking form for a flash (`/{pseudo}/form/{type}`), naming the flash. */
export function bookFlashPath(pseudo: string, flashId: string): string {
  return `${pathTo(artistPaths.form, { pseudo, type: 'flash' })}?flash=${encodeURIComponent(flashId)}`;
}

/** The artist area's pages. */
export const MY_FLASHES_PATH = appPaths.flashes;
export const MY_WORKS_PATH = appPaths.works;

export function myFlashPath(flashId: string): string {
  return pathTo(appPaths.flash, { id: flashId });
}

export function myWorkPath(workId: string): string {
  return pathTo(appPaths.work, { id: workId });
}
