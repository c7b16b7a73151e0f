/** The ElectroDB service name: every item key of the single table starts with it. */
export const SERVICE = 'inkslot';
