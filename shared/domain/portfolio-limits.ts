/**
 * Flashes' and realisations' limits: dimensions are whole millimetres, prices whole cents in the
 * artist's currency.
 */
export const PORTFOLIO_LIMITS = {
  titleMax: 80,
  noteMax: 500,
  /** 1 m: no flash is larger. */
  dimensionMaxMm: 1000,
  /** 99,999.99 in any currency offered. */
  priceMaxCents: 9_999_999,
  imagesMax: 10,
  /** Flashes, and works, per artist: the public page loads them all in one response. */
  itemsPerArtist: 100,
} as const;
