/**
 * The optional parts of the product an artist switches on or off (`/app/settings/features`, issue
 * 13): all on by default, an item written before they existed included. Each is applied where it
 * matters: the public page leaves out travels or works, the portal refuses clients' messages, the
 * request stack drops its single-key shortcuts.
 */
const FEATURES = ['requestShortcuts', 'publicTravels', 'publicWorks', 'clientMessages'] as const;
export type Feature = (typeof FEATURES)[number];
export type Features = Record<Feature, boolean>;

export const DEFAULT_FEATURES: Features = {
  requestShortcuts: true,
  publicTravels: true,
  publicWorks: true,
  clientMessages: true,
};

/** An artist's features: what they set, the defaults for the rest. */
export function featuresOf(artist: { features?: Partial<Features> | undefined }): Features {
  const set = artist.features ?? {};
  return Object.fromEntries(
    FEATURES.map((feature) => [feature, set[feature] ?? DEFAULT_FEATURES[feature]]),
  ) as Features;
}

/** The features `update` changes, with their new values (empty: nothing to write). */
export function changedFeatures(current: Features, update: Partial<Features>): Partial<Features> {
  return Object.fromEntries(
    FEATURES.flatMap((feature) =>
      update[feature] !== undefined && update[feature] !== current[feature]
        ? [[feature, update[feature]]]
        : [],
    ),
  );
}
