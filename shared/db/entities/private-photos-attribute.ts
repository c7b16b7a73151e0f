/**
 * Ready private images as an item keeps them, in order (ready images never change): enough to sign
 * their variants' URLs without reading the images again. A message's photos (ADR 0041) and a design
 * version's sketches (ADR 0090).
 */
export const privatePhotosAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      imageId: { type: 'string', required: true },
      width: { type: 'number', required: true },
      height: { type: 'number', required: true },
      placeholder: { type: 'string', required: true },
      variantWidths: { type: 'list', items: { type: 'number' }, required: true },
    },
  },
} as const;
