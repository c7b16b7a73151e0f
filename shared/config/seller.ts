/**
 * Who sells Pro (ADR 0086): the legal name and postal address every Pro receipt names as the seller.
 * A stage setting: CDK passes it to the functions (`SELLER_LEGAL_NAME`, `SELLER_ADDRESS`), a deploy
 * may override it (`-c sellerLegalName=… -c sellerAddress=…`); the local cloud uses `local`.
 */
export interface PlatformSeller {
  legalName: string;
  address: string;
}

export const PLATFORM_SELLER = {
  local: { legalName: 'Inkslot (local)', address: '12 rue des Encres, 75011 Paris, France' },
  dev: { legalName: 'Inkslot (dev)', address: '12 rue des Encres, 75011 Paris, France' },
  staging: { legalName: 'Inkslot (staging)', address: '12 rue des Encres, 75011 Paris, France' },
  prod: { legalName: 'Inkslot', address: '12 rue des Encres, 75011 Paris, France' },
} as const satisfies Record<string, PlatformSeller>;
