/** The demo account `npm start` seeds (and prints): an onboarded artist with a public page at /demo. */
export const DEMO_ARTIST = {
  email: 'demo@inkslot.local',
  password: 'Inkslot-demo-2026!',
  pseudo: 'demo',
  displayName: 'Demo Ink',
  locale: 'en',
} as const;
