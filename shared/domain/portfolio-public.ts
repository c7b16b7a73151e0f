import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { PortfolioImageRef, PublicFlash, PublicWork } from '#shared/api/contracts/portfolio.ts';
import { DEFAULT_FLASH_SORT, sortFlashes } from './flash-sorts.ts';
import type { Currency } from './money.ts';
import { type ImageItemFields, publicImageIfReady } from './public-image.ts';
import type { WorkType } from './work-types.ts';

/** What the builders read of an image item (the `image` entity of the artist page collection). */
export type PortfolioImageItem = ImageItemFields;

/** What the builders read of a flash item. */
export interface FlashItem {
  flashId: string;
  title: string;
  lengthMm: number;
  widthMm: number;
  note?: string | undefined;
  priceCents: number;
  currency: Currency;
  imageIds: readonly string[];
  createdAt: string;
  updatedAt: string;
}

/** What the builders read of a work item. */
export interface WorkItem {
  workId: string;
  title: string;
  type: WorkType;
  imageIds: readonly string[];
  createdAt: string;
  updatedAt: string;
}

export type ImagesById =
  | ReadonlyMap<string, PortfolioImageItem>
  | Readonly<Record<string, PortfolioImageItem>>;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Image items by id, from the image items of the artist page collection. */
export function indexImages(images: readonly PortfolioImageItem[]): Map<string, PortfolioImageItem> {
  return new Map(images.map((image) => [image.imageId, image]));
}

function lookUp(images: ImagesById, imageId: string): PortfolioImageItem | undefined {
  return images instanceof Map
    ? images.get(imageId)
    : (images as Record<string, PortfolioImageItem>)[imageId];
}

/** The ready images among `imageIds`, in their order; pending, rejected and missing ones are skipped. */
function readyImages(imageIds: readonly string[], images: ImagesById): PublicImage[] {
  return imageIds.flatMap((imageId) => {
    const item = lookUp(images, imageId);
    const image = item && publicImageIfReady(item);
    return image ? [image] : [];
  });
}

/** Each of `imageIds` with its public image when it is ready: what the artist's own forms show. */
export function imageRefs(imageIds: readonly string[], images: ImagesById): PortfolioImageRef[] {
  return imageIds.map((imageId) => {
    const item = lookUp(images, imageId);
    const image = item && publicImageIfReady(item);
    return image ? { imageId, image } : { imageId };
  });
}

/** A flash's own fields, as both its editor and its public page show them (before its images). */
export function flashFields(flash: FlashItem) {
  return {
    flashId: flash.flashId,
    title: flash.title,
    lengthMm: flash.lengthMm,
    widthMm: flash.widthMm,
    ...(flash.note && { note: flash.note }),
    priceCents: flash.priceCents,
    currency: flash.currency,
  };
}

/**
 * The flashes of a public page, in the default order (most recent first). Only ready images are
 * shown; a flash left with none is not shown at all.
 */
export function publicFlashes(flashItems: readonly FlashItem[], imagesById: ImagesById): PublicFlash[] {
  const flashes = flashItems.flatMap((flash): PublicFlash[] => {
    const images = readyImages(flash.imageIds, imagesById);
    if (images.length === 0) return [];
    return [
      {
        ...flashFields(flash),
        images,
        createdAt: flash.createdAt,
        updatedAt: flash.updatedAt,
      },
    ];
  });
  return sortFlashes(flashes, DEFAULT_FLASH_SORT);
}

/**
 * The works of a public page, newest first, each with its ready images in the artist's order; a work
 * left with no ready image is not shown.
 */
export function publicWorks(workItems: readonly WorkItem[], imagesById: ImagesById): PublicWork[] {
  return workItems
    .flatMap((work): PublicWork[] => {
      const images = readyImages(work.imageIds, imagesById);
      if (images.length === 0) return [];
      return [{ workId: work.workId, title: work.title, type: work.type, images, createdAt: work.createdAt }];
    })
    .sort((a, b) => compareText(b.createdAt, a.createdAt) || compareText(a.workId, b.workId));
}
