/**
 * Who sells Pro (ADR 0086): the legal name and postal address every Pro receipt names as the seller.
 * A stage setting: CDK passes it to the functions (`SELLER_LEGAL_NAME`, `SELLER_ADDRESS`). Prod has
 * no default: its synth stops unless `-c sellerLegalName=… -c sellerAddress=…` give the company's
 * registered name and address, so no receipt ever names an invented seller. The other stages' values
 * say they are not a company.
 */
export interface PlatformSeller {
  legalName: string;
  address: string;
}

const NOT_A_COMPANY = 'No legal address: not a valid receipt';

export const PLATFORM_SELLER = {
  local: { legalName: 'Inkslot (local)', address: NOT_A_COMPANY },
  dev: { legalName: 'Inkslot (dev)', address: NOT_A_COMPANY },
  staging: { legalName: 'Inkslot (staging)', address: NOT_A_COMPANY },
} as const satisfies Record<string, PlatformSeller>;
