import type { Schedule } from '#functions/lib/artist-schedule.ts';
import { publicImageIfReady } from '#shared/domain/public-image.ts';
import type { RequestBody } from './request-checks.ts';

/** The variant an email shows: the first at least this wide, else the widest. */
const EMAIL_IMAGE_WIDTH = 480;

type ImageItem = Schedule['page']['image'][number];

function emailPath(image: ImageItem | undefined): string | undefined {
  const visible = image && publicImageIfReady(image);
  if (!visible) return undefined;
  const variant = visible.variants.find((v) => v.width >= EMAIL_IMAGE_WIDTH) ?? visible.variants.at(-1);
  return variant?.url;
}

/**
 * What `request.created` carries of the project for the artist's email: placement, size, the note,
 * the flash (title, listed price, first image's media path; never the private reference photos, ADR
 * 0072). Read from
 * the page the request was checked against, so nothing is read twice.
 */
export function requestProjectOf(schedule: Schedule, body: RequestBody) {
  const images = new Map(schedule.page.image.map((image) => [image.imageId, image]));
  const flash = body.flashId ? schedule.page.flash.find((item) => item.flashId === body.flashId) : undefined;
  const flashImage = flash?.imageIds[0] ? emailPath(images.get(flash.imageIds[0])) : undefined;
  return {
    placement: body.description.placement,
    size: body.description.size,
    ...(body.description.text && { text: body.description.text }),
    ...(flash && {
      flash: {
        title: flash.title,
        priceCents: flash.priceCents,
        currency: flash.currency,
        ...(flashImage && { imagePath: flashImage }),
      },
    }),
  };
}
