import { useMemo } from 'react';
import type { ArtistUploadKind } from '#shared/api/contracts/images.ts';
import { artistUploadEndpoints } from './artist-upload-endpoints.ts';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field.tsx';

export type { ImageRef } from './image-upload-field.tsx';

export interface ImageUploadProps extends Omit<ImageUploadFieldProps, 'endpoints'> {
  /** What the images are for (the API records it). */
  kind: ArtistUploadKind;
}

/**
 * The artist's image field (profile, flashes, works): `ImageUploadField` on the artist's own image
 * routes. Public pages use `ImageUploadField` directly with their endpoints: this module brings the
 * artist's API client (and Amplify) with it.
 */
export function ImageUpload({ kind, ...props }: ImageUploadProps) {
  const endpoints = useMemo(() => artistUploadEndpoints(kind), [kind]);
  return <ImageUploadField endpoints={endpoints} {...props} />;
}
