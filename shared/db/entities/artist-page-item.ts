const READ_ONLY_KEY = { type: 'string', required: true, readOnly: true } as const;

/**
 * What every item an artist keeps on their page shares (flashes, works, availabilities): the artist
 * and the item's own id as its keys, its creation time, and the time each write sets (the handlers
 * answer the very value stored; `most recent` sorts by it). Spread into an entity's attributes.
 */
export function artistPageAttributes<const Id extends string>(id: Id) {
  return {
    keys: { artistId: READ_ONLY_KEY, ...({ [id]: READ_ONLY_KEY } as Record<Id, typeof READ_ONLY_KEY>) },
    times: {
      createdAt: READ_ONLY_KEY,
      updatedAt: { type: 'string', required: true },
    },
  } as const;
}

/**
 * The index of an item of the artist page collection: the artist's partition, sorted by the item's
 * id, so the public page loads it with the rest in one query.
 */
export function artistPageIndex<const Id extends string>(id: Id) {
  return {
    byArtist: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: [id] },
    },
  } as const;
}
