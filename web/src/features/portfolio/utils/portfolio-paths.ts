import { paths, pathTo } from '../../../app/paths.ts';
/** The public addresses of an artist's flashes and works (spec section 2). */
export function flashesPath(pseudo: string): string {
  return pathTo(paths.artist.flashes, { pseudo });
}

export function flashPath(pseudo: string, flashId: string): string {
  return pathTo(paths.artist.flash, { pseudo, id: flashId });
}

export function worksPath(pseudo: string): string {
  return pathTo(paths.artist.works, { pseudo });
}

export function workPath(pseudo: string, workId: string): string {
  return pathTo(paths.artist.work, { pseudo, id: workId });
}

/** The booking form for a flash (`/{pseudo}/form/{type}`), naming the flash. */
export function bookFlashPath(pseudo: string, flashId: string): string {
  return `${pathTo(paths.artist.form, { pseudo, type: 'flash' })}?flash=${encodeURIComponent(flashId)}`;
}

/** The artist area's pages. */
export const MY_FLASHES_PATH = paths.app.flashes;
export const MY_WORKS_PATH = paths.app.works;

export function myFlashPath(flashId: string): string {
  return pathTo(paths.app.flash, { id: flashId });
}

export function myWorkPath(workId: string): string {
  return pathTo(paths.app.work, { id: workId });
}
