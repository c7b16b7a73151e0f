import type { MyFlash, MyWork } from '#shared/api/contracts/portfolio.ts';
import {
  type FlashItem,
  flashFields,
  type ImagesById,
  imageRefs,
  type WorkItem,
} from './portfolio-public.ts';

const newestFirst = <T extends { createdAt: string }>(a: T, b: T) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** A flash as its artist edits it: every image id, with its public image once ready. */
export function toMyFlash(flash: FlashItem, images: ImagesById): MyFlash {
  return {
    ...flashFields(flash),
    images: imageRefs(flash.imageIds, images),
    createdAt: flash.createdAt,
    updatedAt: flash.updatedAt,
  };
}

/** A realisation as its artist edits it: images in the chosen order. */
export function toMyWork(work: WorkItem, images: ImagesById): MyWork {
  return {
    workId: work.workId,
    title: work.title,
    type: work.type,
    images: imageRefs(work.imageIds, images),
    createdAt: work.createdAt,
    updatedAt: work.updatedAt,
  };
}

/** The artist's own lists: the last created first. */
export function myFlashes(flashes: readonly FlashItem[], images: ImagesById): MyFlash[] {
  return [...flashes].sort(newestFirst).map((flash) => toMyFlash(flash, images));
}

export function myWorks(works: readonly WorkItem[], images: ImagesById): MyWork[] {
  return [...works].sort(newestFirst).map((work) => toMyWork(work, images));
}
