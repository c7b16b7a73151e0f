import type { MyProfile, ProfileLink, Residency } from '#shared/api/contracts/profile.ts';
import { knownStyles, type StyleCategory } from './profile-rules.ts';
import { type ImageItemFields, publicImageIfReady } from './public-image.ts';

/** The profile fields an edit may change. */
export const PROFILE_FIELDS = [
  'displayName',
  'bio',
  'avatar',
  'banner',
  'residency',
  'links',
  'styles',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile attributes of the artist item. */
export interface ProfileState {
  displayName: string;
  bio?: string | undefined;
  avatarImageId?: string | undefined;
  bannerImageId?: string | undefined;
  residency?: Residency | undefined;
  links?: readonly ProfileLink[] | undefined;
  styles?: readonly string[] | undefined;
}

/** What `toMyProfile` reads of an image item. */
export type ProfileImageItem = ImageItemFields;

/** A profile edit as the API parsed it: absent or empty means "none". */
export interface ProfileEdit {
  displayName: string;
  bio?: string | undefined;
  avatarImageId?: string | null | undefined;
  bannerImageId?: string | null | undefined;
  residency?: Residency | null | undefined;
  links: readonly ProfileLink[];
  styles: readonly StyleCategory[];
}

/** The state an edit leads to (the whole profile is replaced: what it leaves out is removed). */
export function editedProfile(edit: ProfileEdit): ProfileState {
  return {
    displayName: edit.displayName,
    ...(edit.bio && { bio: edit.bio }),
    ...(edit.avatarImageId && { avatarImageId: edit.avatarImageId }),
    ...(edit.bannerImageId && { bannerImageId: edit.bannerImageId }),
    ...(edit.residency && {
      residency: {
        ...(edit.residency.shopName && { shopName: edit.residency.shopName }),
        city: edit.residency.city,
        country: edit.residency.country,
      },
    }),
    links: edit.links.map(({ title, url }) => ({ title, url })),
    styles: [...edit.styles],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Which profile fields differ between two states (empty lists and absent lists are the same). */
export function changedProfileFields(before: ProfileState, after: ProfileState): ProfileField[] {
  const changed: ProfileField[] = [];
  if (before.displayName !== after.displayName) changed.push('displayName');
  if ((before.bio ?? '') !== (after.bio ?? '')) changed.push('bio');
  if (before.avatarImageId !== after.avatarImageId) changed.push('avatar');
  if (before.bannerImageId !== after.bannerImageId) changed.push('banner');
  if (!same(before.residency, after.residency)) changed.push('residency');
  if (!same(before.links ?? [], after.links)) changed.push('links');
  if (!same(before.styles ?? [], after.styles)) changed.push('styles');
  return changed;
}

/** The profile editor's view: the images with their variants once ready. */
export function toMyProfile(profile: ProfileState, images: ReadonlyMap<string, ProfileImageItem>): MyProfile {
  const ref = (imageId: string | undefined) => {
    if (!imageId) return undefined;
    const item = images.get(imageId);
    const image = item && publicImageIfReady(item);
    return image ? { imageId, image } : { imageId };
  };
  const avatar = ref(profile.avatarImageId);
  const banner = ref(profile.bannerImageId);
  return {
    displayName: profile.displayName,
    ...(profile.bio && { bio: profile.bio }),
    ...(avatar && { avatar }),
    ...(banner && { banner }),
    ...(profile.residency && { residency: profile.residency }),
    links: [...(profile.links ?? [])],
    styles: knownStyles(profile.styles),
  };
}
