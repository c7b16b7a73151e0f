import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { WORK_TYPES } from '#shared/domain/work-types.ts';

const flashState = z.object({
  artistId: z.string().min(1),
  flashId: z.string().min(1),
  title: z.string().min(1),
  lengthMm: z.number().int().positive(),
  widthMm: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
  currency: z.enum(CURRENCIES),
  imageIds: z.array(z.string()).min(1),
});

const workState = z.object({
  artistId: z.string().min(1),
  workId: z.string().min(1),
  title: z.string().min(1),
  type: z.enum(WORK_TYPES),
  imageIds: z.array(z.string()).min(1),
});

export const flashCreated = defineEvent({
  detailType: 'flash.created',
  version: 1,
  description: 'An artist added a flash (a ready-made design) to their page.',
  payload: flashState,
});

export const flashUpdated = defineEvent({
  detailType: 'flash.updated',
  version: 1,
  description: 'An artist changed a flash: the payload is its new state.',
  payload: flashState,
});

export const flashDeleted = defineEvent({
  detailType: 'flash.deleted',
  version: 1,
  description: 'An artist removed a flash from their page.',
  payload: z.object({ artistId: z.string().min(1), flashId: z.string().min(1) }),
});

export const workCreated = defineEvent({
  detailType: 'work.created',
  version: 1,
  description: 'An artist added a realisation (a finished work) to their page.',
  payload: workState,
});

export const workUpdated = defineEvent({
  detailType: 'work.updated',
  version: 1,
  description:
    'An artist changed a realisation (title, type, images or their order): the payload is its new state.',
  payload: workState,
});

export const workDeleted = defineEvent({
  detailType: 'work.deleted',
  version: 1,
  description: 'An artist removed a realisation from their page.',
  payload: z.object({ artistId: z.string().min(1), workId: z.string().min(1) }),
});
